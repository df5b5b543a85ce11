import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { siteContent } from "../../app/content/site-content.ts";
import { categorySlugs, localizePath, paths } from "../../app/content/site-paths.ts";

export const viewports = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const;

export const brand = "Jamdani Digital";

/** Every prerendered page with the page part of its title. */
export const routes = [
  { path: "/", title: "Home" },
  { path: "/our-services", title: "Our Services" },
  { path: "/latest-projects", title: "Latest Projects" },
  { path: "/about-us", title: "About Us" },
  { path: "/contact-us", title: "Contact Us" },
  { path: "/expert-team", title: "Expert Team" },
  { path: "/happy-clients", title: "Happy Clients" },
  { path: "/software-development", title: "Software Development" },
  { path: "/digital-marketing", title: "Digital Marketing" },
  { path: "/graphics-design", title: "Graphics Design" },
  { path: "/video-editing", title: "Video Editing" },
  { path: "/data-entry", title: "Data Entry & Data Management" },
  { path: "/cyber-security", title: "Cyber Security" },
] as const;

/** The Bangla edition of every page, with the page part of its title as the content gives it. */
const bn = siteContent("bn");
export const bnRoutes = [
  ...(Object.keys(paths) as Array<keyof typeof paths>).map((key) => ({
    path: localizePath(paths[key], "bn"),
    title: bn.pages[key].title,
  })),
  ...categorySlugs.map((slug) => ({
    path: localizePath(`/${slug}`, "bn"),
    title: bn.categories.find((category) => category.slug === slug)?.heading ?? slug,
  })),
];

/** Both languages' pages: the 14 English paths and their 14 Bangla counterparts (404 pages apart). */
export const allRoutes = [...routes, ...bnRoutes];

/**
 * Opens a page and waits until every island is interactive. The islands entry loads once the
 * visitor uses the page, and islands hydrate when they come near the viewport
 * (app/islands/islands-runtime.ts), so the page is scrolled through once, as a visitor would,
 * then each island that is not hydrated yet is brought into view and waited for (a fast scroll
 * on a busy machine can pass one between two frames), and the page returns to the top. Islands
 * hidden at this screen size (the desktop menu on a phone) are not waited for.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 10_000 });
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause();
    }
  });
  for (const island of await page.locator("[data-island]").all()) {
    const pending = await island.evaluate(
      (element: HTMLElement) =>
        element.dataset.hydrated !== "true" &&
        Array.from(element.children).some((child) => getComputedStyle(child).display !== "none"),
    );
    if (!pending) continue;
    await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: "center" }));
    await expect(island).toHaveAttribute("data-hydrated", "true", { timeout: 10_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return response;
}

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
}
