import type { Locale } from "~/content/locale.ts";
import { siteContent } from "~/content/site-content.ts";
import { siteOrigins, siteUrl } from "~/content/site-origins.ts";
import { localizePath } from "~/content/site-paths.ts";

/** schema.org description of the agency for search engines (home page JSON-LD), in the page's language. */
export function organizationJsonLd(locale: Locale) {
  const { site } = siteContent(locale);
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
    areaServed: ["BD", "AE", "SA", "GB"],
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
