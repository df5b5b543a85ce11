import { localizeDigits, type Locale } from "./locale.ts";
import type { SiteConfig } from "./site-config-schema.ts";

/**
 * The site configuration as a page shows it in one language: the edition's `site` record in that
 * language, its numbers in the reader's digits where they are read (phones, payment numbers, the
 * postcode), and the links built from its contact values.
 */
export type SiteDetails = SiteConfig & {
  phoneDisplay: string;
  whatsappDisplay: string;
  payments: Array<{ provider: string; accountType: string; number: string }>;
  links: { email: string; phone: string; whatsapp: string; telegram: string; messenger: string };
};

export function siteDetails(site: SiteConfig, locale: Locale): SiteDetails {
  // An empty video id is "no video yet": the company block then shows its poster alone.
  const { youtubeId, ...video } = site.officeVideo;
  return {
    ...site,
    officeVideo: youtubeId ? { ...video, youtubeId } : video,
    address: { ...site.address, postalCode: localizeDigits(site.address.postalCode, locale) },
    phoneDisplay: localizeDigits(site.phone.display, locale),
    whatsappDisplay: localizeDigits(site.whatsapp.display, locale),
    payments: site.mobilePayments.map((payment) => ({ ...payment, number: localizeDigits(payment.number, locale) })),
    links: {
      email: `mailto:${site.email}`,
      phone: `tel:${site.phone.e164}`,
      whatsapp: `https://wa.me/${site.whatsapp.e164.slice(1)}`,
      telegram: `https://t.me/${site.telegramHandle}`,
      messenger: `https://m.me/${site.messengerHandle}`,
    },
  };
}
