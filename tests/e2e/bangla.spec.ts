import { expect, test } from "@playwright/test";
import { latinAllowlist, latinClientNames, latinNamesWithDigits } from "../../app/content/bn/latin-allowlist.ts";
import { siteContent } from "../../app/content/site-content.ts";
import { localeFromPath } from "../../app/content/site-paths.ts";
import {
  brand,
  bnRoutes,
  expectHeaderDrawnWhole,
  fetchDocument,
  gotoHydrated,
  isDistinct,
  isTemplateRoute,
  routes,
  viewports,
} from "./helpers.ts";

const origin = "https://www.jamdani-digital.example.com";
const hasBanglaDigits = /[০-৯]/;

test.describe("every Bangla page", () => {
  for (const route of bnRoutes) {
    test(`${route.path} answers 200 in Bangla with its own title, description, canonical URL and one h1, and paints its header whole`, async ({
      request,
    }) => {
      // The head and the h1 are in the HTML itself: no browser is needed to read them.
      const { status, document, attribute } = await fetchDocument(request, route.path);
      expect(status).toBe(200);
      expect(document.title).toBe(`${route.title} - ${brand}`);
      expect(attribute("html", "lang")).toBe("bn");
      expect(attribute('meta[name="description"]', "content") ?? "").toMatch(/[\u0980-\u09FF]/);
      expect(attribute('link[rel="canonical"]', "href")).toBe(`${origin}${route.path}`);
      expect(attribute('meta[property="og:locale"]', "content")).toBe("bn_BD");
      expect(attribute('meta[property="og:locale:alternate"]', "content")).toBe("en_US");
      const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (s) => s.textContent);
      expect(jsonLd.some((text) => JSON.parse(text).inLanguage === "bn")).toBe(true);
      expect(document.querySelectorAll("h1")).toHaveLength(1);
      expectHeaderDrawnWhole(document);
    });
  }
});

test("hreflang pairs are absolute and reciprocal on every page of both languages", async ({ request }) => {
  const alternatesOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)];
    return Object.fromEntries(links.map((match) => [match[1], match[2]]));
  };
  for (const [i, english] of routes.entries()) {
    const bangla = bnRoutes[i]!;
    const fromEnglish = await alternatesOf(english.path);
    const fromBangla = await alternatesOf(bangla.path);
    const expected = {
      en: `${origin}${english.path}`,
      bn: `${origin}${bangla.path}`,
      "x-default": `${origin}${english.path}`,
    };
    expect(fromEnglish).toEqual(expected);
    expect(fromBangla).toEqual(expected);
  }
});

// One test per page: 26 navigations (now 28) in one test outran the 30 s test timeout on a loaded
// machine. Of the Insights articles and topics, one each: the others share their template and switcher.
for (const [i, english] of routes.entries()) {
  const bangla = bnRoutes[i]!;
  if (!isTemplateRoute(english)) continue;
  test(`the language switcher leads from ${english.path} to its counterpart and back`, async ({ page }) => {
    await page.goto(english.path);
    const toBangla = page.getByTestId("language-switcher");
    await expect(toBangla).toHaveText("বাংলা");
    await expect(toBangla).toHaveAttribute("lang", "bn");
    await expect(toBangla).toHaveAttribute("hreflang", "bn");
    await toBangla.click();
    await expect(page).toHaveURL(new RegExp(`${bangla.path}$`));
    const toEnglish = page.getByTestId("language-switcher");
    await expect(toEnglish).toHaveText("English");
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(new RegExp(`${english.path === "/" ? "/" : english.path}$`));
  });
}

test("internal links on Bangla pages stay in the Bangla edition", async ({ page }) => {
  test.setTimeout(120_000); // 31 page loads, on a machine that may be busy
  for (const route of bnRoutes) {
    await page.goto(route.path);
    const hrefs = await page
      .locator("a[href^='/']")
      .evaluateAll((links) =>
        links.filter((link) => !link.hasAttribute("hreflang")).map((link) => link.getAttribute("href") ?? ""),
      );
    const leaving = hrefs.filter((href) => localeFromPath(new URL(href, "http://localhost").pathname) !== "bn");
    expect(leaving, route.path).toEqual([]);
  }
});

/** Words in Latin script that the page shows, minus email addresses, URLs, whole names (clients, names with figures) and allowlisted words. */
async function foreignWords(page: import("@playwright/test").Page): Promise<string[]> {
  // Off-screen sections skip rendering (content-visibility), and their innerText is empty: render all.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  const text = await page.evaluate(() => document.body.innerText);
  const allowed = new Set(latinAllowlist.map((word) => word.toLowerCase()));
  const withoutAddresses = [...latinClientNames, ...latinNamesWithDigits]
    .reduce((rest, name) => rest.replaceAll(name, " "), text)
    .replace(/\S+@\S+/g, " ")
    .replace(/\bhttps?:\/\/\S+/g, " ");
  const words = withoutAddresses.match(/[A-Za-z][A-Za-z.'’-]*[A-Za-z]|[A-Za-z]/g) ?? [];
  return [...new Set(words.filter((word) => !allowed.has(word.toLowerCase())))];
}

test.describe("Bangla text", () => {
  // Topic pages show the list's cards again: one of them is checked.
  for (const route of [...bnRoutes.filter(isDistinct), { path: "/bn/no-such-page" }]) {
    test(`${route.path} shows no Latin-script words outside the glossary's allowlist`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      await gotoHydrated(page, route.path);
      expect(await foreignWords(page)).toEqual([]);
    });
  }
});

test("statistics, rates, slide counters and the footer year are in Bangla digits", async ({ page }) => {
  await gotoHydrated(page, "/bn");
  const figures = await page.getByTestId("statistics").locator("dd").allTextContents();
  expect(figures).toHaveLength(siteContent("bn").statistics.length);
  for (const figure of figures) expect(figure).toMatch(/^[০-৯]+\+?$/);
  const meter = page.getByRole("meter").first();
  await expect(meter).toHaveAttribute("aria-valuetext", /^[০-৯]+%$/);
  const year = new Intl.NumberFormat("bn-BD", { useGrouping: false }).format(new Date().getFullYear());
  await expect(page.getByTestId("copyright")).toContainText(year);
  const firstSlide = page.getByTestId("hero-slides").getByRole("group").first();
  await expect(firstSlide).toHaveAttribute("aria-label", /[০-৯].*[০-৯]/);
  expect(await page.getByTestId("top-bar").innerText()).toMatch(hasBanglaDigits);
});

test("phone and WhatsApp links keep Latin digits on Bangla pages", async ({ page }) => {
  await page.goto("/bn/contact-us");
  const telLinks = await page
    .locator("a[href^='tel:'], a[href^='https://wa.me/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(telLinks.length).toBeGreaterThan(0);
  for (const href of telLinks) expect(href).toMatch(/^(tel:\+|https:\/\/wa\.me\/)[0-9]+$/);
});

test("an unknown path under /bn answers 404 in Bangla with links to Bangla pages", async ({ page }) => {
  const response = await page.goto("/bn/no-such-page");
  expect(response?.status()).toBe(404);
  expect(await page.getAttribute("html", "lang")).toBe("bn");
  await expect(page.locator("h1")).toHaveText(/[\u0980-\u09FF]/);
  const links = await page.locator("main a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(links.length).toBeGreaterThan(3);
  for (const href of links) expect(localeFromPath(href ?? ""), href ?? "").toBe("bn");
});

test("English pages never fetch the Bangla font; a Bangla page caches it after load and the next one draws with it", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  await gotoHydrated(page, "/");
  await gotoHydrated(page, "/contact-us");
  expect(fonts).toEqual([]);
  await gotoHydrated(page, "/bn");
  // Fetched once the page has loaded and shown its largest paint, never in the page's own load.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("bn-font"))).toMatch(/bengali.*\.woff2$/);
  const order = await page.evaluate(async () => {
    const font = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"));
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    // Largest-paint entries are not in the performance timeline: only a buffered observer sees them.
    const largestPaints = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries());
      }).observe({ type: "largest-contentful-paint", buffered: true }),
    );
    return { fontStart: font?.startTime, loaded: navigation?.loadEventEnd, largestPaint: largestPaints[0]?.startTime };
  });
  expect(order.fontStart, JSON.stringify(order)).toBeGreaterThan(
    Math.max(order.loaded ?? Infinity, order.largestPaint ?? Infinity),
  );
  await page.goto("/bn/contact-us");
  await page.evaluate(() => document.fonts.ready);
  const used = await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali Web"', "বাংলা"));
  const declared = await page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.replace(/"/g, "") === "Noto Sans Bengali Web" && face.status === "loaded",
    ),
  );
  expect(used && declared).toBe(true);
});

test("the Bangla desktop menu opens by keyboard and its panels hold Bangla links", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await gotoHydrated(page, "/bn");
  const toggle = page.locator("[data-top-button]").first();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panelLinks = page.locator("#submenu-1 > li > a");
  await expect(panelLinks.first()).toHaveAttribute("href", /^\/bn\//);
  await expect(panelLinks.first()).toHaveText(/[\u0980-\u09FF]/);
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});
