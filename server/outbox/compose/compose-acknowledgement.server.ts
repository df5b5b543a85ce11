import type { SendMailOptions } from "nodemailer";
import { intlLocales, localizeDigits, type Locale } from "../../../app/content/locale.ts";
import type { SiteConfig } from "../../../app/content/site-config-schema.ts";
import { siteOrigins } from "../../../app/content/site-origins.ts";

/**
 * The acknowledgement a sender gets when CONTACT_ACK=1, in the language of the page they wrote
 * from. It repeats nothing they typed (not the name, not the subject): the form must not become a
 * way to send chosen words to someone else's address, so the only variable is when it arrived.
 * The agency's name, hours and contact details are the published edition's (`site`).
 */
const { productionUrl } = siteOrigins;
const copy = {
  en: {
    subject: (site: SiteConfig) => `We have received your message - ${site.brand}`,
    lines: (received: string, site: SiteConfig) => [
      "Hello,",
      "",
      `Thank you for writing to ${site.brand}. Your message reached us on ${received} (Dhaka time).`,
      "",
      `One of our team will answer you within one working day, from a personal address. Our office hours are ${site.officeHours}.`,
      "",
      `If you did not write to us, someone typed your address into the form on ${productionUrl}. You can ignore this email: we will not write again unless you do.`,
      "",
      site.brand,
      `${site.phone.display} · ${site.email}`,
    ],
  },
  bn: {
    subject: (site: SiteConfig) => `আপনার বার্তা আমরা পেয়েছি - ${site.brand}`,
    lines: (received: string, site: SiteConfig) => [
      "আসসালামু আলাইকুম,",
      "",
      `${site.brand}-এ লেখার জন্য ধন্যবাদ। আপনার বার্তাটি আমাদের কাছে পৌঁছেছে ${received} (ঢাকা সময়)।`,
      "",
      `এক কর্মদিবসের মধ্যে আমাদের একজন সহকর্মী নিজের ইমেইল থেকে আপনাকে উত্তর দেবেন। আমাদের অফিস সময়: ${site.officeHours}।`,
      "",
      `আপনি যদি আমাদের না লিখে থাকেন, তাহলে কেউ ${productionUrl} সাইটের ফর্মে আপনার ইমেইল ঠিকানা লিখেছেন। এই ইমেইলটি উপেক্ষা করতে পারেন: আপনি না লিখলে আমরা আর লিখব না।`,
      "",
      site.brand,
      `${site.phone.display} · ${site.email}`,
    ],
  },
} as const;

/** "24 November 2026, 10:15" in Dhaka time; Bangla digits and month names on the Bangla one. */
function receivedAt(createdAt: string, language: Locale): string {
  const locale = intlLocales[language];
  const at = new Date(createdAt);
  const zone = { timeZone: "Asia/Dhaka" } as const;
  const date = new Intl.DateTimeFormat(locale, { ...zone, day: "numeric", month: "long", year: "numeric" }).format(at);
  const time = new Intl.DateTimeFormat(locale, { ...zone, hour: "2-digit", minute: "2-digit", hour12: false }).format(
    at,
  );
  return localizeDigits(`${date}, ${time}`, language);
}

export function composeAcknowledgement(
  message: { email: string; created_at: string; language: Locale },
  options: { from: string; messageId: string; site: SiteConfig },
): SendMailOptions {
  const words = copy[message.language];
  const text = words.lines(receivedAt(message.created_at, message.language), options.site);
  return {
    from: options.from,
    to: { name: "", address: message.email },
    subject: words.subject(options.site),
    text: text.join("\n"),
    messageId: options.messageId,
    headers: { "Auto-Submitted": "auto-replied", "Content-Language": message.language },
  };
}
