import { siteConfig } from "./site-config.ts";

type AccountType = (typeof siteConfig)["mobilePayments"][number]["accountType"];

/**
 * The values of the site configuration that a reader sees as words, which each language writes
 * its own way (bn/site-config-copy.ts). Contact values (email, phone numbers, links) and the legal
 * name are the same in every language and stay in siteConfig only.
 */
export type SiteConfigCopy = {
  tagline: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  officeHours: string;
  officeVideoTitle: string;
  /** How the account type of each mobile-banking number in siteConfig is shown next to it ("Personal"). */
  paymentAccountTypes: Record<AccountType, string>;
};

/** In English the words are siteConfig's own. */
export const siteConfigCopy: SiteConfigCopy = {
  tagline: siteConfig.tagline,
  address: siteConfig.address,
  officeHours: siteConfig.officeHours,
  officeVideoTitle: siteConfig.officeVideo.title,
  paymentAccountTypes: { Personal: "Personal" },
};
