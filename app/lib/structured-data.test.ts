import { afterEach, describe, expect, test } from "vitest";
import { setEditionSource } from "~/content/edition/edition-source.ts";
import { initialEdition, type Edition } from "~/content/edition/initial-edition.ts";
import { siteRecordOf } from "~/content/edition/site-record.ts";
import { locales } from "~/content/locale.ts";
import { siteConfigSchema } from "~/content/site-config-schema.ts";
import { siteUrl } from "~/content/site-origins.ts";
import { localizePath } from "~/content/site-paths.ts";
import { organizationJsonLd } from "./structured-data.ts";

afterEach(() => setEditionSource(() => initialEdition));

const schemaDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const nonEmpty = (value: unknown) => typeof value === "string" && value.trim().length > 0;

/**
 * The properties schema.org's LocalBusiness (ProfessionalService is one) and Google's local
 * business structured data ask for: Google requires name and address (street, locality, country);
 * it recommends geo, openingHoursSpecification, telephone and url; areaServed and sameAs are the
 * schema.org properties that say where the agency works and which profiles are its own.
 */
function localBusinessProblems(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => ok || problems.push(what);
  need(["ProfessionalService", "LocalBusiness"].includes(String(data["@type"])), "@type");
  need(data["@context"] === "https://schema.org", "@context");
  need(nonEmpty(data.name), "name");
  const address = data.address as Record<string, unknown> | undefined;
  need(address?.["@type"] === "PostalAddress", "address.@type");
  for (const key of ["streetAddress", "addressLocality", "addressCountry"])
    need(nonEmpty(address?.[key]), `address.${key}`);
  need(/^[A-Z]{2}$/.test(String(address?.addressCountry)), "address.addressCountry as ISO 3166-1 alpha-2");
  const geo = data.geo as Record<string, unknown> | undefined;
  need(geo?.["@type"] === "GeoCoordinates", "geo.@type");
  need(typeof geo?.latitude === "number" && Math.abs(geo.latitude) <= 90, "geo.latitude");
  need(typeof geo?.longitude === "number" && Math.abs(geo.longitude) <= 180, "geo.longitude");
  const hours = data.openingHoursSpecification as Record<string, unknown>[] | undefined;
  need(Array.isArray(hours) && hours.length > 0, "openingHoursSpecification");
  for (const spec of hours ?? []) {
    need(spec["@type"] === "OpeningHoursSpecification", "openingHoursSpecification.@type");
    const days = spec.dayOfWeek as unknown[];
    need(Array.isArray(days) && days.length > 0 && days.every((day) => schemaDays.includes(String(day))), "dayOfWeek");
    for (const key of ["opens", "closes"]) need(/^\d\d:\d\d$/.test(String(spec[key])), key);
  }
  const areas = data.areaServed as Record<string, unknown>[] | undefined;
  need(Array.isArray(areas) && areas.length > 0, "areaServed");
  for (const area of areas ?? []) need(area["@type"] === "Country" && nonEmpty(area.name), "areaServed item");
  const sameAs = data.sameAs as unknown[] | undefined;
  need(
    Array.isArray(sameAs) && sameAs.length > 0 && sameAs.every((href) => /^https:\/\//.test(String(href))),
    "sameAs",
  );
  need(/^https:\/\//.test(String(data.url)), "url");
  need(/^\+\d{8,15}$/.test(String(data.telephone)), "telephone in international form");
  return problems;
}

describe("the home page's LocalBusiness JSON-LD", () => {
  test.each(locales)("has every required and recommended property in %s", (locale) => {
    expect(localBusinessProblems(organizationJsonLd(locale))).toEqual([]);
  });

  test.each(locales)("says in %s exactly what the site configuration says", (locale) => {
    const site = siteRecordOf(initialEdition)[locale];
    const data = organizationJsonLd(locale);
    expect(data.name).toBe(site.brand);
    expect(data.url).toBe(siteUrl(localizePath("/", locale)));
    expect(data.telephone).toBe(site.phone.e164);
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    });
    expect(data.geo).toEqual({ "@type": "GeoCoordinates", ...site.geo });
    expect(data.openingHoursSpecification).toEqual(
      site.openingHours.map((hours) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      })),
    );
    expect(data.areaServed).toEqual(
      site.areaServed.map((area) => ({ "@type": "Country", name: area.name, identifier: area.countryCode })),
    );
    expect(data.sameAs).toEqual(site.socialProfiles.map((profile) => profile.href));
  });

  test("names Bangladesh, the Gulf and the UK as the area served, and the office in Dhaka", () => {
    const data = organizationJsonLd("en");
    expect(data.areaServed.map((area) => area.identifier)).toEqual(["BD", "AE", "SA", "GB"]);
    expect(data.address).toMatchObject({ addressLocality: "Dhaka", addressCountry: "BD" });
    // Banani, Dhaka lies near 23.79 N, 90.40 E: the coordinates are the office's area, not a default.
    expect(data.geo.latitude).toBeCloseTo(23.79, 1);
    expect(data.geo.longitude).toBeCloseTo(90.4, 1);
  });

  test("follows a published change of the office's position, hours and areas", () => {
    const edition = structuredClone(initialEdition) as Edition & { site: Record<string, unknown> };
    edition.site = {
      ...edition.site,
      geo: { latitude: 23.8103, longitude: 90.4125 },
      openingHours: [{ days: ["Sunday", "Monday"], opens: "09:30", closes: "18:00" }],
      areaServed: [{ countryCode: "BD", name: { en: "Bangladesh", bn: "বাংলাদেশ" } }],
    };
    setEditionSource(() => edition);
    const data = organizationJsonLd("bn");
    expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: 23.8103, longitude: 90.4125 });
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday", "Monday"], opens: "09:30", closes: "18:00" },
    ]);
    expect(data.areaServed).toEqual([{ "@type": "Country", name: "বাংলাদেশ", identifier: "BD" }]);
  });
});

describe("the site configuration's place, hours and areas", () => {
  const site = siteRecordOf(initialEdition).en;
  const problemsWith = (change: Record<string, unknown>) => {
    const result = siteConfigSchema.safeParse({ ...site, ...change });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  test("refuses coordinates off the globe, a day that is not one, and hours that close before they open", () => {
    expect(problemsWith({ geo: { latitude: 123.79, longitude: 90.4 } })).toEqual([
      "geo.latitude: must be between -90 and 90",
    ]);
    expect(problemsWith({ openingHours: [{ days: ["Funday"], opens: "10:00", closes: "19:00" }] })).toEqual([
      expect.stringMatching(/^openingHours\.0\.days\.0: /),
    ]);
    expect(problemsWith({ openingHours: [{ days: ["Monday"], opens: "19:00", closes: "10:00" }] })).toEqual([
      "openingHours.0.closes: must close after it opens",
    ]);
    expect(problemsWith({ openingHours: [{ days: ["Monday"], opens: "10am", closes: "19:00" }] })).toEqual([
      "openingHours.0.opens: must look like 10:00 (a 24-hour time)",
    ]);
    expect(problemsWith({ areaServed: [{ countryCode: "Gulf", name: "The Gulf" }] })).toEqual([
      "areaServed.0.countryCode: must look like BD (a two-letter country code)",
    ]);
  });
});
