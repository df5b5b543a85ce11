import type { Locale } from "~/content/locale.ts";
import { currentEdition } from "~/content/edition/edition-source.ts";
import { siteRecordOf } from "~/content/edition/site-record.ts";
import { siteOrigins, siteUrl } from "~/content/site-origins.ts";
import { localizePath } from "~/content/site-paths.ts";

/** schema.org description of the agency for search engines (home page JSON-LD), in the page's language. */
export function organizationJsonLd(locale: Locale) {
  // The configuration's own values, not the page's display of them: a Bangla page shows the
  // postcode in Bangla digits, which no parser of a PostalAddress reads as 1213.
  const site = siteRecordOf(currentEdition())[locale];
  const { address } = site;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.brand,
    legalName: site.legalName,
    description: site.tagline,
    url: siteUrl(localizePath("/", locale)),
    knowsLanguage: ["en", "bn"],
    logo: new URL("/icon-512.png", siteOrigins.productionUrl).toString(),
    image: new URL("/og-image.png", siteOrigins.productionUrl).toString(),
    email: site.email,
    telephone: site.phone.e164,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    hasMap: `https://www.google.com/maps/search/?api=1&query=${site.geo.latitude},${site.geo.longitude}`,
    openingHoursSpecification: site.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    areaServed: site.areaServed.map((area) => ({ "@type": "Country", name: area.name, identifier: area.countryCode })),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: site.phone.e164,
        email: site.email,
        availableLanguage: ["en", "bn"],
      },
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: site.whatsapp.e164,
        availableLanguage: ["en", "bn"],
      },
    ],
    sameAs: site.socialProfiles.map((profile) => profile.href),
  };
}
