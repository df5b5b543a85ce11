import { localizeDigits } from "../locale.ts";
import type { SiteConfigCopy } from "../site-config-copy.ts";
import { siteConfig } from "../site-config.ts";

/**
 * The visible text values of ../site-config.ts in Bangla (../site-config-copy.ts says which).
 * Contact values (email, phone numbers, links) and the legal name stay as they are in siteConfig.
 */
export const siteConfigCopy: SiteConfigCopy = {
  tagline: "সফটওয়্যার, মার্কেটিং ও ক্রিয়েটিভ কাজ, ঢাকায় যত্নে বোনা",
  address: {
    street: "বাড়ি ৪২, রোড ১১, ব্লক এফ, বনানী",
    locality: "ঢাকা",
    region: "ঢাকা বিভাগ",
    postalCode: localizeDigits(siteConfig.address.postalCode, "bn"),
    country: "বাংলাদেশ",
  },
  officeHours: "শনিবার থেকে বৃহস্পতিবার, সকাল ১০টা থেকে সন্ধ্যা ৭টা (জিএমটি+৬)",
  officeVideoTitle: "ঘুরে দেখুন আমাদের বনানী অফিস",
  paymentAccountTypes: { Personal: "পার্সোনাল" },
};
