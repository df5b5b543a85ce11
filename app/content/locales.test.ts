import { describe, expect, test } from "vitest";
import { latinAllowlist, latinClientNames, latinNamesWithDigits } from "./bn/latin-allowlist.ts";
import { locales } from "./locale.ts";
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
import { contentRecords, siteContent } from "./site-content.ts";
import { localeFromPath, localizedPagePaths } from "./site-paths.ts";

const { en, bn } = contentRecords;
/** Keys whose values are the same in every language: ids, links, images, enums and figures. */
const untranslated = [
  "id",
  "slug",
  "href",
  "src",
  "width",
  "height",
  "kind",
  "sector",
  "network",
  "country",
  "value",
  "suffix",
  "percent",
  "external",
  "externalHref",
];
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe("both locales", () => {
  for (const locale of locales) {
    test(`${locale}: every record parses with its schema`, () => {
      const content = contentRecords[locale];
      content.categories.forEach((category) => serviceCategorySchema.parse(category));
      content.heroBanners.forEach((banner) => heroBannerSchema.parse(banner));
      content.projects.forEach((project) => projectSchema.parse(project));
      content.teamMembers.forEach((member) => teamMemberSchema.parse(member));
      content.testimonials.forEach((testimonial) => testimonialSchema.parse(testimonial));
      content.statistics.forEach((statistic) => statisticSchema.parse(statistic));
      content.rates.forEach((rate) => rateSchema.parse(rate));
      content.officeCards.forEach((card) => officeCardSchema.parse(card));
      content.navigation.mainMenu.forEach((item) => menuItemSchema.parse(item));
    });
  }

  // Ids, links, images, figures and order need no comparison: both languages' records are built
  // from one structure (localize, navigation), and a missing or extra string fails the type check.
  // Lists of lines are strings, so their lengths are compared here.
  test("each office card has as many lines in Bangla as in English", () => {
    expect(bn.officeCards.map((card) => [card.id, card.lines.length])).toEqual(
      en.officeCards.map((card) => [card.id, card.lines.length]),
    );
  });

  test("every English string has a Bangla one that differs from it", () => {
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : Array.isArray(value)
          ? value.flatMap(strings)
          : value && typeof value === "object"
            ? Object.entries(value).flatMap(([key, inner]) => (untranslated.includes(key) ? [] : strings(inner)))
            : [];
    for (const key of ["company", "pages", "heroBanners", "projects", "teamMembers", "categories"] as const) {
      const english = strings(en[key]);
      const bangla = strings(bn[key]);
      expect(bangla.length, key).toBe(english.length);
      bangla.forEach((text, i) => {
        if (!latinClientNames.includes(text)) expect(text, `${key}: ${english[i]}`).not.toBe(english[i]);
      });
    }
  });

  test("Bangla copy writes its numbers in Bangla digits, except inside a product's name", () => {
    const latinDigits = (value: unknown): string[] =>
      latinNamesWithDigits
        .reduce(
          (json, name) => json.replaceAll(name, ""),
          JSON.stringify(value, (key, inner: unknown) => (untranslated.includes(key) ? undefined : inner)),
        )
        .match(/"[^"]*[0-9][^"]*"/g) ?? [];
    for (const key of [
      "company",
      "pages",
      "heroBanners",
      "projects",
      "teamMembers",
      "testimonials",
      "categories",
    ] as const) {
      expect(latinDigits(bn[key]), key).toEqual([]);
    }
  });

  test("internal links of the Bangla content lead to Bangla pages", () => {
    const content = siteContent("bn");
    const internal = flatten(content.navigation.mainMenu).filter((item) => !item.external);
    for (const item of [...internal, ...content.navigation.quickLinks, ...content.navigation.categoryLinks]) {
      expect(localizedPagePaths).toContain(item.href);
      expect(localeFromPath(item.href), item.href).toBe("bn");
    }
    for (const banner of content.heroBanners) expect(localeFromPath(banner.cta.href), banner.cta.href).toBe("bn");
  });

  test("the Latin allowlist holds single words, each once", () => {
    for (const word of latinAllowlist) expect(word).toMatch(/^[A-Za-z][A-Za-z.'’-]*$/);
    expect(new Set(latinAllowlist.map((word) => word.toLowerCase())).size).toBe(latinAllowlist.length);
  });

  test("client names kept in Latin script are the names the Bangla testimonials and projects show", () => {
    const shown = [...bn.testimonials.map((t) => t.name), ...bn.projects.map((p) => p.title)];
    const latinNamed = shown.filter((name) => /[A-Za-z]/.test(name) && !name.includes(siteContent("en").site.brand));
    expect(new Set(latinNamed.map((name) => latinClientNames.find((client) => name.startsWith(client))))).toEqual(
      new Set(latinClientNames),
    );
  });
});
