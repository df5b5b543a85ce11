import { describe, expect, test } from "vitest";
import { startingCardCounts as cardCounts } from "./starting-counts.ts";
import {
  heroBannerSchema,
  menuItemSchema,
  officeCardSchema,
  projectSchema,
  rateSchema,
  serviceCategorySchema,
  statisticSchema,
  teamMemberSchema,
  testimonialSchema,
  type MenuItem,
} from "./schemas.ts";
import { initialEdition } from "./edition/initial-edition.ts";
import { siteRecordOf } from "./edition/site-record.ts";
import { agencyUrl, siteOrigins } from "./site-origins.ts";
import { contentRecords } from "./site-content.ts";
import { categorySlugs, pagePaths, paths } from "./site-paths.ts";

/**
 * The English records: every language shares their ids, images, links and figures.
 * The initial edition's records (app/content/edition/data/) in English: every language shares their
 * ids, images, links and figures. The browser tests check that a page shows what the content holds
 * (tests/e2e/sections.spec.ts reads the records).
 */
const {
  categories: serviceCategories,
  heroBanners,
  officeCards,
  projects,
  rates,
  statistics,
  teamMembers,
  testimonials,
  company,
  navigation: { categoryLinks, mainMenu, popularServices, quickLinks },
} = contentRecords.en;

const unique = <T>(items: T[]) => new Set(items).size === items.length;

describe("site configuration (the edition's site record)", () => {
  // Parsed by the site configuration's schema in each language, as Publish judges it.
  const site = siteRecordOf(initialEdition);

  test("parses in both languages, with eight social profiles and Bangladeshi phone and payment numbers", () => {
    for (const config of [site.en, site.bn]) {
      expect(config.socialProfiles).toHaveLength(8);
      expect(unique(config.socialProfiles.map((p) => p.network))).toBe(true);
      expect(config.phone.e164).toMatch(/^\+8801/);
      expect(config.whatsapp.e164).toMatch(/^\+8801/);
      for (const payment of config.mobilePayments) expect(payment.number).toMatch(/^01[3-9]\d{2}-\d{6}$/);
    }
  });

  test("contact values are stored once; the words are each language's own", () => {
    const { en, bn } = site;
    for (const key of ["brand", "legalName", "email", "phone", "socialProfiles"] as const)
      expect(bn[key]).toEqual(en[key]);
    expect(bn.tagline).not.toBe(en.tagline);
    expect(bn.address.street).not.toMatch(/[A-Za-z]/);
    expect(bn.officeHours).not.toMatch(/[A-Za-z]/);
    expect(bn.mobilePayments.map((p) => p.accountType)).not.toEqual(en.mobilePayments.map((p) => p.accountType));
  });

  test("a Bangla page shows the phone, payment numbers and postcode in Bangla digits", () => {
    const shown = contentRecords.bn.site;
    expect(shown.phoneDisplay).toBe("+৮৮০ ১৭১২-৩৪৫৬৭৮");
    expect(shown.payments.map((p) => p.number)).not.toContainEqual(expect.stringMatching(/[0-9]/));
    expect(shown.address.postalCode).toBe("১২১৩");
    expect(shown.links.phone).toBe(`tel:${site.en.phone.e164}`);
  });

  test("external links are built from the agency site's base URL", () => {
    expect(agencyUrl("/services/seo")).toBe(`${siteOrigins.agencySiteUrl}/services/seo`);
  });
});

describe("service categories", () => {
  // The specification, section 3 (Service card): "Counts: software development 19, digital
  // marketing 43, graphics design 4, video editing 4, data entry 4, cyber security 4" (the edition's
  // rules, app/content/edition/collections.ts, hold them for the editor's Publish).
  const expectedCounts = cardCounts;

  test("there are six, in the order of their routes, each matching a route", () => {
    expect(serviceCategories.map((c) => c.slug)).toEqual([...categorySlugs]);
  });

  for (const category of serviceCategories) {
    test(`${category.slug} parses and has ${expectedCounts[category.slug]} cards ending with projects cards`, () => {
      serviceCategorySchema.parse(category);
      expect(category.cards).toHaveLength(expectedCounts[category.slug]);
      const kinds = category.cards.map((card) => card.kind);
      expect(kinds.at(-1)).toBe("projects");
      // Projects cards come last: no service card after the first projects card.
      expect(kinds.slice(kinds.indexOf("projects")).every((kind) => kind === "projects")).toBe(true);
      for (const card of category.cards) expect(card.href.startsWith(siteOrigins.agencySiteUrl)).toBe(true);
    });
  }

  test("card links are shared by several cards within each category", () => {
    for (const category of serviceCategories) {
      const hrefs = category.cards.map((card) => card.href);
      expect(unique(hrefs), category.slug).toBe(false);
    }
  });

  test("card ids and image files are unique across the site", () => {
    const cards = serviceCategories.flatMap((c) => c.cards);
    expect(unique(cards.map((c) => c.id))).toBe(true);
    expect(unique(cards.map((c) => c.image.src))).toBe(true);
  });
});

describe("other content", () => {
  test("seven hero banners in the fixed order", () => {
    heroBanners.forEach((banner) => heroBannerSchema.parse(banner));
    expect(heroBanners.map((b) => b.id)).toEqual([
      "brand",
      "software-development",
      "digital-marketing",
      "graphics-design",
      "video-editing",
      "data-management",
      "cyber-security",
    ]);
  });

  test("six projects: one medical, four cleaning (three in Dubai) and the agency's own site", () => {
    projects.forEach((project) => projectSchema.parse(project));
    expect(projects).toHaveLength(6);
    expect(projects.filter((p) => p.sector === "medical")).toHaveLength(1);
    const cleaning = projects.filter((p) => p.sector === "cleaning");
    expect(cleaning).toHaveLength(4);
    expect(cleaning.filter((p) => /Dubai/i.test(`${p.title} ${p.description}`)).length).toBeGreaterThanOrEqual(3);
    expect(projects.find((p) => p.sector === "agency")?.href).toBe(siteOrigins.productionUrl);
  });

  test("four team members and ten testimonials from the four countries", () => {
    teamMembers.forEach((member) => teamMemberSchema.parse(member));
    testimonials.forEach((testimonial) => testimonialSchema.parse(testimonial));
    expect(teamMembers).toHaveLength(4);
    expect(testimonials).toHaveLength(10);
    expect(new Set(testimonials.map((t) => t.country))).toEqual(
      new Set(["Bangladesh", "United Arab Emirates", "Saudi Arabia", "United Kingdom"]),
    );
    expect(unique([...teamMembers, ...testimonials].map((p) => p.image.src))).toBe(true);
    for (const t of testimonials) expect(t.designation).toBe(`From ${t.country}`);
  });

  test("statistics and rates carry the company's figures", () => {
    statistics.forEach((s) => statisticSchema.parse(s));
    rates.forEach((r) => rateSchema.parse(r));
    expect(statistics.map((s) => `${s.value}${s.suffix} ${s.label}`)).toEqual([
      "85+ Completed Projects",
      "28+ Satisfied Clients",
      "15+ Ongoing Projects",
      "6 Years of Experience",
    ]);
    expect(rates.map((r) => `${r.label} ${r.percent}`)).toEqual([
      "Project Completion Rate 90",
      "Client Satisfaction Rate 95",
      "Ongoing Projects 60",
    ]);
  });

  test("four office cards and the testimonials' heading and subtitle", () => {
    officeCards.forEach((card) => officeCardSchema.parse(card));
    expect(officeCards).toHaveLength(4);
    expect(company.testimonialsHeading).toBe("Our Trusted Clients");
    expect(company.testimonialsSubtitle).toBe("We work with global brands");
  });
});

describe("navigation", () => {
  const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

  test("menu items parse and go at most two levels below the top", () => {
    mainMenu.forEach((item) => menuItemSchema.parse(item));
    const depth = (item: MenuItem): number => 1 + Math.max(0, ...(item.children ?? []).map(depth));
    expect(Math.max(...mainMenu.map(depth))).toBeLessThanOrEqual(3);
  });

  test("the menu reaches the specification's thirteen pages and Insights, and nothing internal is marked external", () => {
    const items = flatten(mainMenu);
    const internal = new Set(items.filter((i) => !i.external).map((i) => i.href));
    // The privacy page (issue 15) is the fourteenth: linked from every footer and the contact form, not the menu.
    const menuPages = pagePaths.filter((path) => path !== paths.privacy);
    expect(menuPages.every((path) => internal.has(path))).toBe(true);
    expect(menuPages).toHaveLength(14);
    expect(pagePaths).toHaveLength(15);
    for (const item of items.filter((i) => i.external)) expect(item.href).toMatch(/^https:\/\//);
  });

  test("footer link lists point at real pages or the agency site", () => {
    for (const link of [...quickLinks, ...categoryLinks]) expect(pagePaths).toContain(link.href);
    for (const item of popularServices) expect(item.href.startsWith(siteOrigins.agencySiteUrl)).toBe(true);
  });
});
