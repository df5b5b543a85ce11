import type * as en from "../company.ts";
import { bn } from "../locale.ts";
import type { Localized } from "../localized.ts";
import { siteConfig } from "../site-config.ts";
import { siteConfigCopy } from "./site-config-copy.ts";

/** "bKash, Nagad অথবা Rocket": a list joined the way Bangla writes "or". */
function listWithOr(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} অথবা ${items.at(-1)}`;
}

const paymentProviders = listWithOr(siteConfig.mobilePayments.map((payment) => payment.provider));
const { locality } = siteConfigCopy.address;
const foundedYear = bn(siteConfig.foundedYear);

/** Headings and copy of the company, team, testimonial, contact, project, services and stats sections. */
export const company = {
  aboutHeading: `${siteConfig.brand} সম্পর্কে`,
  aboutText: [
    `${siteConfig.brand} একটি ${locality}-ভিত্তিক সফটওয়্যার ও ডিজিটাল সার্ভিস এজেন্সি। ${foundedYear} সাল থেকে আমরা বাংলাদেশ, সংযুক্ত আরব আমিরাত, সৌদি আরব ও যুক্তরাজ্যের দোকান, ক্লিনিক, উৎপাদনকারী প্রতিষ্ঠান, স্টার্টআপ ও সার্ভিস কোম্পানির সঙ্গে কাজ করছি।`,
    "সফটওয়্যার ডেভেলপমেন্ট, ডিজিটাল মার্কেটিং, গ্রাফিক্স ডিজাইন, ভিডিও এডিটিং, ডেটা এন্ট্রি ও সাইবার সিকিউরিটি: সব কাজ করে আমাদের নিজস্ব একটি টিম। তাই নতুন ওয়েবসাইটের সঙ্গেই পেতে পারেন লঞ্চ ক্যাম্পেইন, গ্রাফিক্স আর সিকিউরিটি চেক, আর চারটি আলাদা প্রতিষ্ঠানের বদলে যোগাযোগ রাখবেন একজন প্রজেক্ট ম্যানেজারের সঙ্গে।",
    "কাজ শুরুর আগেই আমরা কাজের পরিধি ও দাম লিখিতভাবে ঠিক করে নিই, প্রতি সপ্তাহে অগ্রগতি জানাই, আর প্রজেক্ট শেষে সোর্স কোড, ডিজাইন ফাইল ও অ্যাকাউন্টের অ্যাক্সেস বুঝিয়ে দিই। আমাদের অনেক কাজই আসে পুরোনো ক্লায়েন্টদের কাছ থেকে, যাঁরা পরের প্রজেক্টে আবার ফিরে আসেন বা সহকর্মীদের কাছে আমাদের কথা বলেন।",
  ],
  missionHeading: "আমাদের লক্ষ্য",
  mission:
    "বড় প্রতিষ্ঠানগুলো সাধারণত যে যত্নশীল ও মজবুত ডিজিটাল কাজ পায়, বেড়ে ওঠা ব্যবসাগুলোর কাছেও তা পৌঁছে দেওয়া: আগে থেকে হিসাব করা যায় এমন খরচে, সহজ ভাষায় বুঝিয়ে, আর লঞ্চের পরেও দীর্ঘদিন পাশে থেকে।",
  expertiseHeading: "আমাদের দক্ষতা",
  expertise: [
    "ওয়েব ও মোবাইল অ্যাপ ডেভেলপমেন্ট",
    "ই-কমার্স ও দেশীয় পেমেন্ট গেটওয়ে",
    "সার্চ ইঞ্জিন অপটিমাইজেশন (SEO)",
    "সোশ্যাল মিডিয়া ও সার্চ বিজ্ঞাপন",
    "ব্র্যান্ড আইডেন্টিটি ও গ্রাফিক্স ডিজাইন",
    "ভিডিও এডিটিং ও মোশন গ্রাফিক্স",
    "ডেটা এন্ট্রি ও ডেটা ম্যানেজমেন্ট",
    "পেনিট্রেশন টেস্টিং ও সিকিউরিটি অডিট",
  ],
  paymentsHeading: "মোবাইল ব্যাংকিংয়ে পেমেন্ট",
  paymentsNote: `${paymentProviders} দিয়ে নিচের পার্সোনাল নম্বরগুলোতে ইনভয়েসের পেমেন্ট করতে পারেন। পেমেন্টের পর ট্রানজেকশন আইডি ও ইনভয়েস নম্বর আমাদের পাঠিয়ে দিন, আমরা টাকা পাওয়া নিশ্চিত করব।`,
  videoHeading: "আমাদের অফিসের ভেতরে",
  videoPosterAlt: `${siteConfig.brand} অফিসের একটি ইলাস্ট্রেশন, যেখানে সবাই নিজের ডেস্কে বসে কাজ করছেন`,
  teamHeading: "আমাদের দক্ষ টিম",
  teamSubtitle: "যাঁরা আপনার প্রজেক্টের পরিকল্পনা করেন, তৈরি করেন ও দেখভাল করেন, আর যাঁদের সঙ্গে আপনার সরাসরি কথা হবে।",
  testimonialsHeading: "যাঁরা আমাদের ওপর আস্থা রাখেন",
  testimonialsSubtitle: "দেশ-বিদেশের ব্র্যান্ডের সঙ্গে আমাদের কাজ",
  contactHeading: "যোগাযোগ করুন",
  contactSubtitle:
    "আপনার প্রজেক্ট, প্রশ্ন বা সমস্যার কথা জানান। ফর্মটি পূরণ করলে আমরা ইমেইলে উত্তর দেব; অফিস সময়ে ফোন বা WhatsApp-এও যোগাযোগ করতে পারেন।",
  followHeading: "আমাদের ফলো করুন",
  followText: `${siteConfig.brand} টিমের সাম্প্রতিক কাজ, পর্দার পেছনের মুহূর্ত আর কাজে লাগার মতো টিপস দেখুন আমাদের সোশ্যাল মিডিয়ায়।`,
  projectsHeading: "সাম্প্রতিক প্রজেক্ট",
  projectsSubtitle: "স্বাস্থ্যসেবা ও ক্লিনিং সার্ভিসের ক্লায়েন্টদের জন্য সম্প্রতি তৈরি কয়েকটি ওয়েবসাইট, সঙ্গে আমাদের নিজেদেরটিও।",
  servicesHeading: "আমাদের সেবাসমূহ",
  servicesSubtitle:
    "ছয় ধরনের কাজ, একটিই টিম। যেকোনো ক্যাটাগরি বেছে নিলে দেখতে পাবেন আলাদা আলাদা সেবা এবং প্রতিটিতে কী কী থাকে।",
  statsHeading: "সংখ্যায় আমাদের কাজ",
  statsSubtitle: `${foundedYear} সালে যাত্রা শুরুর পর থেকে ${siteConfig.brand}-এর কাজের হিসাব।`,
} satisfies Localized<typeof en.company>;
