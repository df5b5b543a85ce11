import type { SendMailOptions } from "nodemailer";
import { intlLocales, localizeDigits, type Locale } from "../../../app/content/locale.ts";
import { siteConfig } from "../../../app/content/site-config.ts";
import { siteContent } from "../../../app/content/site-content.ts";

/**
 * The acknowledgement a sender gets when CONTACT_ACK=1, in the language of the page they wrote
 * from. It repeats nothing they typed (not the name, not the subject): the form must not become a
 * way to send chosen words to someone else's address, so the only variable is when it arrived.
 */
const copy = {
  en: {
    subject: `We have received your message - ${siteConfig.brand}`,
    lines: (received: string, hours: string) => [
      "Hello,",
      "",
      `Thank you for writing to ${siteConfig.brand}. Your message reached us on ${received} (Dhaka time).`,
      "",
      `One of our team will answer you within one working day, from a personal address. Our office hours are ${hours}.`,
      "",
      `If you did not write to us, someone typed your address into the form on ${siteConfig.productionUrl}. You can ignore this email: we will not write again unless you do.`,
      "",
      `${siteConfig.brand}`,
      `${siteConfig.phone.display} · ${siteConfig.email}`,
    ],
  },
  bn: {
    subject: `আপনার বার্তা আমরা পেয়েছি - ${siteConfig.brand}`,
    lines: (received: string, hours: string) => [
      "আসসালামু আলাইকুম,",
      "",
      `${siteConfig.brand}-এ লেখার জন্য ধন্যবাদ। আপনার বার্তাটি আমাদের কাছে পৌঁছেছে ${received} (ঢাকা সময়)।`,
      "",
      `এক কর্মদিবসের মধ্যে আমাদের একজন সহকর্মী নিজের ইমেইল থেকে আপনাকে উত্তর দেবেন। আমাদের অফিস সময়: ${hours}।`,
      "",
      `আপনি যদি আমাদের না লিখে থাকেন, তাহলে কেউ ${siteConfig.productionUrl} সাইটের ফর্মে আপনার ইমেইল ঠিকানা লিখেছেন। এই ইমেইলটি উপেক্ষা করতে পারেন: আপনি না লিখলে আমরা আর লিখব না।`,
      "",
      `${siteConfig.brand}`,
      `${siteConfig.phone.display} · ${siteConfig.email}`,
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
  options: { from: string; messageId: string },
): SendMailOptions {
  const words = copy[message.language];
  const text = words.lines(
    receivedAt(message.created_at, message.language),
    siteContent(message.language).site.officeHours,
  );
  return {
    from: options.from,
    to: { name: "", address: message.email },
    subject: words.subject,
    text: text.join("\n"),
    messageId: options.messageId,
    headers: { "Auto-Submitted": "auto-replied", "Content-Language": message.language },
  };
}
