import { bn, localizeDigits } from "../locale.ts";
import type { Localized } from "../localized.ts";
import type * as en from "../messages.ts";

/** Interface strings of the Bangla edition: the same keys as ../messages.ts. */
export const messages = {
  skipToContent: "মূল কনটেন্টে যান",
  primaryNavigation: "প্রধান মেনু",
  openMenu: "মেনু",
  showSubmenu: (label: string) => `${label} সাবমেনু দেখান`,
  opensInNewTab: "(নতুন ট্যাবে খুলবে)",
  contactBar: "যোগাযোগের তথ্য",
  socialLinks: "সোশ্যাল মিডিয়া",
  followOn: (network: string) => `${network}-এ আমাদের ফলো করুন`,
  emailUs: "ইমেইল করুন",
  callUs: "ফোন করুন",
  contactShortcuts: "দ্রুত যোগাযোগ",
  shortcutCall: "এখনই ফোন করুন",
  shortcutWhatsapp: "WhatsApp-এ চ্যাট করুন",
  shortcutTelegram: "Telegram-এ মেসেজ দিন",
  shortcutMessenger: "Facebook Messenger-এ মেসেজ দিন",
  footerContact: "যোগাযোগ",
  footerQuickLinks: "দরকারি লিংক",
  footerCategories: "সেবার ক্যাটাগরি",
  footerPopular: "জনপ্রিয় সেবা",
  privacy: "গোপনীয়তা",
  // `year` is a string: the footer passes a "{year}" slot that its island fills in, so only its
  // digits are converted (bn() needs a number and would turn the slot into "NaN").
  copyright: (year: string, legalName: string) =>
    `© ${localizeDigits(year, "bn")} ${legalName.replace(/\.$/, "")}. সর্বস্বত্ব সংরক্ষিত।`,
  homeLink: (brand: string) => `${brand} হোমপেজ`,
  mainPages: "প্রধান পাতাসমূহ",
  // The switcher's tooltip addresses the reader of the other language, as the English one does in Bangla.
  otherLanguage: "Read this page in English",
  themeChoice: { system: "রঙের থিম: ডিভাইসের মতো", light: "রঙের থিম: হালকা", dark: "রঙের থিম: গাঢ়" },
  previousSlide: "আগের স্লাইড",
  nextSlide: "পরের স্লাইড",
  pauseRotation: "স্বয়ংক্রিয় স্লাইড শো থামান",
  startRotation: "স্বয়ংক্রিয় স্লাইড শো চালু করুন",
  slide: "স্লাইড",
  carousel: "ক্যারোসেল",
  slideLabel: (n: number, total: number) => `${bn(total)}টির মধ্যে ${bn(n)}`,
  showSlide: (n: number) => `${bn(n)} নম্বর স্লাইড দেখান`,
  heroRegion: "এক নজরে",
  testimonialsRegion: "ক্লায়েন্টদের মতামত",
  visitProject: "প্রজেক্টটি দেখুন",
  learnMore: "বিস্তারিত দেখুন",
  playVideo: (title: string) => `ভিডিও চালান: ${title}`,
  videoProvider: "ভিডিওটি YouTube থেকে চলবে; প্লে না চাপা পর্যন্ত YouTube থেকে কিছুই লোড হবে না।",
  teamSocial: (network: string, name: string) => `${network}-এ ${name}`,
  paymentNumber: (provider: string, type: string) => `${provider} (${type})`,
  officeCardsLabel: "আমাদের অফিস ও যোগাযোগ",
  errorTitle: "কোথাও একটা সমস্যা হয়েছে",
  errorText: "অপ্রত্যাশিত একটি ত্রুটির কারণে পাতাটি লোড হয়নি। একটু পরে আবার চেষ্টা করুন।",
} satisfies Localized<typeof en.messages>;
