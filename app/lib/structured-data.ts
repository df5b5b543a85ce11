import type { Locale } from "~/content/locale.ts";
import { siteContent } from "~/content/site-content.ts";
import { siteConfig, siteUrl } from "~/content/site-config.ts";
import { localizePath } from "~/content/site-paths.ts";

/** schema.org description of the agency for search engines (home page JSON-LD), in the page's language. */
export function organizationJsonLd(locale: Locale) {
  const { site } = siteContent(locale);
  const { address } = site;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: siteConfig.brand,
    legalName: siteConfig.legalName,
    description: site.tagline,
    url: siteUrl(localizePath("/", locale)),
    knowsLanguage: ["en", "bn"],
    logo: new URL("/icon-512.png", siteConfig.productionUrl).toString(),
    image: new URL("/og-image.png", siteConfig.productionUrl).toString(),
    email: siteConfig.email,
    telephone: siteConfig.phone.e164,
    foundingDate: String(siteConfig.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: siteConfig.address.countryCode,
    },
    areaServed: ["BD", "AE", "SA", "GB"],
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: siteConfig.phone.e164,
        email: siteConfig.email,
        availableLanguage: ["en", "bn"],
      },
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: siteConfig.whatsapp.e164,
        availableLanguage: ["en", "bn"],
      },
    ],
    sameAs: siteConfig.socialProfiles.map((profile) => profile.href),
  };
}
