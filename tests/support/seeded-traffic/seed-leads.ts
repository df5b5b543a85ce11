import { attributionOf } from "../../../server/analytics/attribution.server.ts";
import type { NewMessage } from "../../../server/leads/message-store.server.ts";
import type { SeedVisit } from "./seed-day.ts";
import type { Rng } from "./traffic-model.ts";

/**
 * Which seeded visits send a message: some of those that reached the contact page, more often
 * from LinkedIn, Google and the newsletter than from Facebook. The message carries the visit's
 * attribution, as the site would store it, and is sent from the contact page's language.
 */
const chanceBySource: Record<string, number> = { linkedin: 2.5, google: 1.6, newsletter: 2, facebook: 0.6 };

const subjects = {
  en: [
    "A website for our clinic",
    "Facebook ads before Eid",
    "Mobile app for deliveries",
    "Logo and brand design",
    "Data entry for 5,000 invoices",
    "Security check of our web shop",
  ],
  bn: ["আমাদের দোকানের জন্য ওয়েবসাইট", "ঈদের আগে ফেসবুক বিজ্ঞাপন", "প্রোমো ভিডিও এডিটিং", "লোগো ডিজাইন দরকার"],
};
const names = ["Ayesha Rahman", "Tanvir Hasan", "Nusrat Jahan", "Rashed Karim", "Farhana Akter", "Imran Hossain"];

function sourceOf(visit: SeedVisit): string {
  const referrer = visit.views[0]?.referrer ?? "";
  return visit.campaign?.source ?? Object.keys(chanceBySource).find((source) => referrer.includes(source)) ?? "";
}

/** The message a visit sends, with the time it is sent, or null: most visits send none. */
export function leadOf(visit: SeedVisit, random: Rng, baseChance = 0.02): { message: NewMessage; at: Date } | null {
  const contact = visit.views.find((view) => view.path.endsWith("/contact-us"));
  if (!contact) return null;
  if (random() >= baseChance * (chanceBySource[sourceOf(visit)] ?? 1.2)) return null;
  const language = contact.language;
  const list = subjects[language];
  const n = Math.floor(random() * 10_000);
  const message: NewMessage = {
    name: names[n % names.length]!,
    email: `lead${n}@example.com`,
    subject: list[n % list.length]!,
    message:
      language === "bn" ? "দয়া করে খরচ ও সময় জানাবেন। (seed data)" : "Please send a quote and a timeline. (seed data)",
    clientIp: `10.${n % 250}.${Math.floor(n / 250) % 250}.1`,
    userAgent: "seed-analytics",
    language,
    attribution: attributionOf(visit.views),
  };
  const last = visit.views.at(-1)!.at.getTime();
  return { message, at: new Date(last + 60_000) };
}
