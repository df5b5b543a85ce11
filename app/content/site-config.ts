import type { SiteConfig } from "./site-config-schema.ts";

/**
 * The one place that holds the agency's brand and contact values. Header, footer, meta tags,
 * JSON-LD, sitemap and every external link read from here, so a rebrand is a one-file change.
 * Every value below is a fictional placeholder (reserved example domains, sample numbers).
 * The zod schema lives apart (site-config-schema.ts) so that zod never reaches the browser;
 * the content test parses this object with it.
 */
/**
 * No video until the agency publishes its own walk-through (a sample video that is not the agency's
 * must never ship): then set `youtubeId` to its 11-character YouTube id, the part after "v=", and the
 * company block offers to play it. Typed here so that the optional id stays part of the type.
 */
const officeVideo: SiteConfig["officeVideo"] = { title: "A walk through our Banani office" };

export const siteConfig = {
  brand: "Jamdani Digital",
  legalName: "Jamdani Digital Ltd.",
  tagline: "Software, marketing and creative work, woven in Dhaka",
  foundedYear: 2020,
  productionUrl: "https://www.jamdani-digital.example.com",
  agencySiteUrl: "https://services.jamdani-digital.example.com",
  email: "hello@jamdani-digital.example.com",
  careersEmail: "careers@jamdani-digital.example.com",
  phone: { display: "+880 1712-345678", e164: "+8801712345678" },
  whatsapp: { display: "+880 1812-345678", e164: "+8801812345678" },
  telegramHandle: "jamdani_digital",
  messengerHandle: "jamdani.digital",
  socialProfiles: [
    { network: "facebook", label: "Facebook", href: "https://www.facebook.com/jamdani.digital" },
    { network: "instagram", label: "Instagram", href: "https://www.instagram.com/jamdani.digital" },
    { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/jamdani-digital" },
    { network: "x", label: "X", href: "https://x.com/jamdanidigital" },
    { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@jamdanidigital" },
    { network: "github", label: "GitHub", href: "https://github.com/jamdani-digital" },
    { network: "behance", label: "Behance", href: "https://www.behance.net/jamdanidigital" },
    { network: "pinterest", label: "Pinterest", href: "https://www.pinterest.com/jamdanidigital" },
  ],
  mobilePayments: [
    { provider: "bKash", accountType: "Personal", number: "01712-345678" },
    { provider: "Nagad", accountType: "Personal", number: "01812-345678" },
    { provider: "Rocket", accountType: "Personal", number: "01912-345678" },
  ],
  address: {
    street: "House 42, Road 11, Block F, Banani",
    locality: "Dhaka",
    region: "Dhaka Division",
    postalCode: "1213",
    country: "Bangladesh",
    countryCode: "BD",
  },
  officeHours: "Saturday to Thursday, 10:00 to 19:00 (GMT+6)",
  officeVideo,
} satisfies SiteConfig;

/** Absolute URL on the agency's separate site, e.g. agencyUrl("/services/seo"). */
export function agencyUrl(path: string): string {
  return new URL(path, siteConfig.agencySiteUrl).toString();
}

/** Absolute URL on this site, for canonical links, Open Graph and the sitemap. */
export function siteUrl(path: string): string {
  return new URL(path, siteConfig.productionUrl).toString();
}

export const contactLinks = {
  email: `mailto:${siteConfig.email}`,
  phone: `tel:${siteConfig.phone.e164}`,
  whatsapp: `https://wa.me/${siteConfig.whatsapp.e164.slice(1)}`,
  telegram: `https://t.me/${siteConfig.telegramHandle}`,
  messenger: `https://m.me/${siteConfig.messengerHandle}`,
} as const;
