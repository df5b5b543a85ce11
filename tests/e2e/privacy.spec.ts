import { expect, test } from "@playwright/test";
import { privacyFacts } from "../../app/content/privacy.ts";
import { siteContent } from "../../app/content/site-content.ts";
import { localeFromPath, localizePath, paths } from "../../app/content/site-paths.ts";
import { allRoutes, brand, gotoHydrated, viewports } from "./helpers.ts";

const privacyPaths = { en: "/privacy", bn: "/bn/privacy" } as const;

test("every page's footer, 404 pages included, links to the privacy page in the page's language", async ({
  request,
}) => {
  for (const path of [...allRoutes.map((route) => route.path), "/no-such-page", "/bn/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
    const locale = localeFromPath(path);
    const link = new RegExp(
      `<a href="${localizePath(paths.privacy, locale)}"[^>]*>${siteContent(locale).messages.privacy}</a>`,
    );
    expect(footer, path).toMatch(link);
  }
});

for (const locale of ["en", "bn"] as const) {
  const { contact, messages } = siteContent(locale);
  const contactPath = localizePath(paths.contact, locale);

  test(`the ${locale} contact form links to the privacy page beside Send, a target of at least 24 px that leads there`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await gotoHydrated(page, contactPath);
    const form = page.getByTestId("contact-form");
    await expect(form.getByRole("button", { name: contact.messages.submit })).toBeVisible();
    await expect(form.getByTestId("contact-privacy-note")).toContainText(contact.messages.replyNote);
    const link = form.getByRole("link", { name: messages.privacy, exact: true });
    await expect(link).toHaveAttribute("href", privacyPaths[locale]);
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${privacyPaths[locale]}$`));
    await expect(page.locator("h1")).toHaveText(siteContent(locale).pages.privacy.heading);
  });

  test(`without JavaScript the ${locale} contact form still links to the privacy page`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(contactPath);
    const link = page.getByTestId("contact-form").getByRole("link", { name: messages.privacy, exact: true });
    await expect(link).toHaveAttribute("href", privacyPaths[locale]);
    await context.close();
  });
}

test.describe("the privacy page", () => {
  for (const [locale, path] of Object.entries(privacyPaths) as Array<["en" | "bn", string]>) {
    test(`${path} states the date, the retention of views and the contact address of the site configuration`, async ({
      page,
    }) => {
      const content = siteContent(locale);
      await page.goto(path);
      await expect(page).toHaveTitle(`${content.pages.privacy.title} - ${brand}`);
      await expect(page.locator("main time")).toHaveAttribute("datetime", privacyFacts.updated);
      await expect(page.locator("main h2")).toHaveCount(content.privacy.sections.length);
      const main = page.locator("main");
      await expect(main).toContainText(locale === "bn" ? "৩০ দিন" : `${privacyFacts.rawViewDays} days`);
      const email = page.getByTestId("privacy-contact").locator(`a[href="${siteContent("en").site.links.email}"]`);
      await expect(email).toHaveText(siteContent("en").site.email);
    });
  }

  test("is static: no island of its own, no request to another site, no cookie and nothing stored", async ({
    page,
    context,
  }) => {
    const islandsOf = async (path: string) => {
      await gotoHydrated(page, path);
      return page.locator("[data-island]").evaluateAll((islands) => islands.map((i) => i.getAttribute("data-island")));
    };
    // The 404 page has only the layout's islands (menus, footer year): the privacy page adds none.
    const layoutIslands = await islandsOf("/no-such-page");
    const origins = new Set<string>();
    page.on("request", (request) => origins.add(new URL(request.url()).origin));
    expect(await islandsOf("/privacy")).toEqual(layoutIslands);
    expect([...origins]).toEqual([new URL(page.url()).origin]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });

  test("Bangla text has no letter-spacing and lines tall enough for vowel signs, at 375 px", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(privacyPaths.bn);
    const cramped = await page.locator("main").evaluate((main) =>
      [...main.querySelectorAll("h1, h2, p, li, dt, dd, a")]
        .map((element) => {
          const style = getComputedStyle(element);
          const ratio = parseFloat(style.lineHeight) / parseFloat(style.fontSize);
          return { text: element.textContent?.slice(0, 30), spacing: style.letterSpacing, ratio };
        })
        .filter(({ spacing, ratio }) => !["normal", "0px"].includes(spacing) || !(ratio >= 1.35)),
    );
    expect(cramped).toEqual([]);
  });
});
