import { expect, test } from "@playwright/test";
import { siteContent } from "../../app/content/site-content.ts";
import { allRoutes, brand, expectHeaderDrawnWhole, fetchDocument, routes } from "./helpers.ts";

test.describe("every route", () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its own title, description, canonical URL and one h1, and paints its header whole`, async ({
      request,
    }) => {
      // The head and the h1 are in the HTML itself: no browser is needed to read them.
      const { status, document, attribute } = await fetchDocument(request, route.path);
      expect(status).toBe(200);
      expect(document.title).toBe(`${route.title} - ${brand}`);
      expect(attribute("html", "lang")).toBe("en");
      expect(attribute('meta[name="description"]', "content")?.length ?? 0).toBeGreaterThan(50);
      expect(new URL(attribute('link[rel="canonical"]', "href") ?? "").pathname).toBe(route.path);
      expect(attribute('meta[property="og:title"]', "content")).toBe(`${route.title} - ${brand}`);
      expect(attribute('meta[property="og:image"]', "content")).toMatch(/^https:\/\//);
      expect(attribute('meta[name="twitter:card"]', "content")).toBe("summary_large_image");
      expect(document.querySelectorAll("h1")).toHaveLength(1);
      expectHeaderDrawnWhole(document);
    });
  }

  test("meta descriptions differ from page to page", async ({ request }) => {
    const descriptions = new Set<string>();
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
    }
    expect(descriptions.size).toBe(routes.length);
  });

  test("a page answers with and without a trailing slash, with no redirect", async ({ request }) => {
    for (const path of ["/about-us", "/about-us/"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
    }
  });

  test("sitemap.xml lists every page in both languages with their alternates, and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of allRoutes) expect(sitemap).toContain(`${route.path === "/" ? "" : route.path}</loc>`);
    expect(sitemap.match(/<loc>/g)?.length).toBe(allRoutes.length);
    expect(sitemap.match(/<xhtml:link rel="alternate" hreflang="bn"/g)?.length).toBe(allRoutes.length);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
    expect(robots).toMatch(/^Disallow: \/staff$/m);
    expect(sitemap).not.toContain("/staff");
  });
});

test("an unknown path answers 404 with the site layout and links to the main pages", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page Not Found - ${brand}`);
  await expect(page.locator("h1")).toHaveText("We could not find that page");
  await expect(page.locator("header")).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  const main = page.locator("main");
  for (const name of ["Home", "Our Services", "Latest Projects", "Contact Us"]) {
    await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
  }
});

test("the home page describes the agency as structured data with its Dhaka address, hours, areas and profiles", async ({
  page,
}) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((json) => JSON.parse(json)).find((block) => block["@type"] === "ProfessionalService");
  expect(data, "a ProfessionalService block").toBeDefined();
  expect(data.name).toBe(brand);
  expect(data.address.addressLocality).toBe("Dhaka");
  expect(data.sameAs).toHaveLength(siteContent("en").site.socialProfiles.length);
  expect(data.contactPoint.length).toBeGreaterThan(0);
  // What local search reads: the office's position, hours and the countries served.
  expect(data.geo).toMatchObject({ "@type": "GeoCoordinates", latitude: expect.any(Number) });
  expect(data.openingHoursSpecification[0]).toMatchObject({ opens: "10:00", closes: "19:00" });
  expect(data.areaServed.map((area: { identifier: string }) => area.identifier)).toEqual(["BD", "AE", "SA", "GB"]);
  const page_ = blocks.map((json) => JSON.parse(json)).find((block) => block["@type"] === "WebPage");
  expect(page_).toMatchObject({ inLanguage: "en", url: "https://www.jamdani-digital.example.com/" });
});

test("favicons, the web manifest and the Open Graph image are served", async ({ request }) => {
  for (const path of ["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png", "/og-image.png"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest.name).toBe(brand);
  expect(manifest.icons.length).toBeGreaterThan(0);
});

test("the menu's and testimonials' island props are shared files in each language, not copies in every page", async ({
  request,
}) => {
  const english = await (await request.get("/islands/testimonials.json")).json();
  const bangla = await (await request.get("/bn/islands/testimonials.json")).json();
  expect(english.testimonials).toHaveLength(siteContent("en").testimonials.length);
  expect(bangla.labels.slideNames[0]).toBe("১০টির মধ্যে ১");
  expect((await (await request.get("/bn/islands/navigation.json")).json()).mainMenu[0]).toEqual({
    label: "হোম",
    href: "/bn",
  });
  expect((await request.get("/islands/nothing.json")).status()).toBe(404);
  const html = await (await request.get("/bn/our-services")).text();
  expect(html).toContain('data-shared-props="/bn/islands/testimonials.json"');
  expect(html).not.toMatch(/data-props="[^"]*(feedback|mainMenu)/);
});
