import type { Project } from "../schemas.ts";
import { siteConfig } from "../site-config.ts";

/** The six projects on the Latest Projects grid, in the order of ../projects.ts. */
export const projects = [
  {
    id: "nirog-medical",
    title: "নীরোগ মেডিক্যাল সাপ্লাইজ",
    description:
      "ঢাকার একটি পরিবেশক প্রতিষ্ঠানের প্রোডাক্ট ক্যাটালগ, যারা ব্লাড প্রেশার মনিটর, গ্লুকোমিটার ও নেবুলাইজার সরবরাহ করে। প্রতিটি পণ্যের সঙ্গে আছে স্পেসিফিকেশন, ইউজার ম্যানুয়াল ও কোটেশন চাওয়ার সুবিধা, তাই ফার্মেসি আর ক্লিনিক থেকে লম্বা ফোনকলের দরকার আর পড়ে না।",
    image: {
      src: "/art/projects/nirog-medical.svg",
      alt: "ব্লাড প্রেশার মনিটর ও স্পেসিফিকেশন টেবিলসহ একটি মেডিক্যাল প্রোডাক্ট পেজের ইলাস্ট্রেশন",
      width: 800,
      height: 500,
    },
    href: "https://nirog-medical.example.com",
    sector: "medical",
  },
  {
    id: "sparkle-bay-cleaning",
    title: "Sparkle Bay Cleaning, দুবাই",
    description:
      "দুবাই মেরিনা ও জেএলটি এলাকার একটি হোম ক্লিনিং কোম্পানির বুকিং ওয়েবসাইট। গ্রাহক তারিখ, রুমের সংখ্যা আর ওভেন ক্লিনিংয়ের মতো বাড়তি সেবা বেছে নিলেই সঙ্গে সঙ্গে দাম দেখতে পান, আর কনফার্মেশন পান WhatsApp-এ।",
    image: {
      src: "/art/projects/sparkle-bay-cleaning.svg",
      alt: "দুবাই মেরিনার টাওয়ারগুলোর সামনে ফোনে খোলা একটি ক্লিনিং বুকিং ফর্মের ইলাস্ট্রেশন",
      width: 800,
      height: 500,
    },
    href: "https://sparklebay.example.com",
    sector: "cleaning",
  },
  {
    id: "desert-breeze-facilities",
    title: "Desert Breeze Facility Services",
    description:
      "অফিস, ক্লিনিক ও রিটেইল দোকান পরিষ্কারের কাজ করা দুবাইয়ের একটি কোম্পানির ওয়েবসাইট। ফ্যাসিলিটি ম্যানেজারদের কথা ভেবে লেখা সার্ভিস পেজ, সাইট ভিজিটের অনুরোধ ফর্ম আর প্রতিটি বিজনেস ডিস্ট্রিক্টের জন্য লোকাল SEO তাদের কন্ট্র্যাক্টের ইনকোয়ারি এনে দিয়েছে।",
    image: {
      src: "/art/projects/desert-breeze-facilities.svg",
      alt: "কাচঘেরা অফিস লবিতে ট্রলি হাতে একদল ক্লিনিং কর্মীর ইলাস্ট্রেশন",
      width: 800,
      height: 500,
    },
    href: "https://desertbreeze-facilities.example.com",
    sector: "cleaning",
  },
  {
    id: "al-noor-deep-cleaning",
    title: "Al Noor Deep Cleaning",
    description:
      "দুবাই ও শারজাহজুড়ে ভিলা ডিপ ক্লিনিং আর সোফা শ্যাম্পু সেবার জন্য ইংরেজি ও আরবি, দুই ভাষার সাইট: ডান থেকে বাঁয়ের লেআউট, আগে-পরের ছবির গ্যালারি আর ছবি চেয়ে নেওয়া কোটেশন ফর্মসহ।",
    image: {
      src: "/art/projects/al-noor-deep-cleaning.svg",
      alt: "ক্লিনিংয়ের আগে ও পরে, দুই ভাগে দেখানো একটি ভিলার বসার ঘরের ইলাস্ট্রেশন",
      width: 800,
      height: 500,
    },
    href: "https://alnoor-cleaning.example.com",
    sector: "cleaning",
  },
  {
    id: "jhakjhake-home-services",
    title: "ঝকঝকে হোম সার্ভিসেস",
    description:
      "ঢাকার একটি হোম ও অফিস ক্লিনিং স্টার্টআপের সাইট: নির্দিষ্ট দামের প্যাকেজ, মিরপুর থেকে বসুন্ধরা পর্যন্ত সেবা এলাকা আর bKash-এ অগ্রিম পেমেন্ট। বুকিংয়ের জন্য এখন আর Facebook ইনবক্সের উত্তরের অপেক্ষায় থাকতে হয় না।",
    image: {
      src: "/art/projects/jhakjhake-home-services.svg",
      alt: "মপ আর বালতির পাশে ল্যাপটপে ক্লিনিং প্যাকেজের মূল্যতালিকার ইলাস্ট্রেশন",
      width: 800,
      height: 500,
    },
    href: "https://jhakjhake.example.com",
    sector: "cleaning",
  },
  {
    id: "agency-website",
    title: `${siteConfig.brand}-এর ওয়েবসাইট`,
    description:
      "আমাদের নিজেদের সাইট, যেটি আপনি এখন পড়ছেন: সার্ভারে রেন্ডার করা পেজ, যা মোবাইল ডেটাতেও দ্রুত লোড হয়; সবার জন্য সহজে ব্যবহারযোগ্য মেনু ও ক্যারোসেল; আর এমন যোগাযোগ ফর্ম, যা JavaScript ছাড়াও কাজ করে।",
    image: {
      src: "/art/projects/agency-website.svg",
      alt: "ডেস্কটপ মনিটর ও ফোনে এই এজেন্সির হোম পেজের ইলাস্ট্রেশন",
      width: 800,
      height: 500,
    },
    href: siteConfig.productionUrl,
    sector: "agency",
  },
] satisfies Project[];
