import { bn } from "../locale.ts";
import type { HeroBanner } from "../schemas.ts";
import { siteConfig } from "../site-config.ts";
import { siteConfigCopy } from "./site-config-copy.ts";

/** Same order as ../hero-banners.ts: brand first, then one slide per service area. */
export const heroBanners = [
  {
    id: "brand",
    eyebrow: `${siteConfig.brand}-এ স্বাগতম`,
    title: `${siteConfigCopy.address.locality}য় আপনার নিজস্ব ডিজিটাল টিম`,
    text: `${bn(siteConfig.foundedYear)} সাল থেকে একই স্টুডিওতে বসে ${siteConfig.brand} বাংলাদেশ, উপসাগরীয় দেশগুলো ও যুক্তরাজ্যের ক্লায়েন্টদের জন্য সফটওয়্যার, মার্কেটিং, ডিজাইন ও ভিডিওর কাজ করছে।`,
    image: {
      src: "/art/hero/brand.svg",
      alt: "ল্যাপটপ আর স্কেচ ছড়ানো টেবিল ঘিরে ছোট একটি টিম, পেছনে শহরের স্কাইলাইন: এমন একটি ইলাস্ট্রেশন",
      width: 1200,
      height: 675,
    },
    cta: { label: "আমাদের সঙ্গে কথা বলুন", href: "/contact-us" },
  },
  {
    id: "software-development",
    eyebrow: "সফটওয়্যার ডেভেলপমেন্ট",
    title: "আপনার ব্যবসার মাপে তৈরি সফটওয়্যার",
    text: "ওয়েবসাইট, ওয়েব অ্যাপ, মোবাইল অ্যাপ ও বিজনেস সিস্টেম: আপনার সঙ্গে মিলে ডিজাইন করা, যত্ন করে টেস্ট করা, আর সোর্স কোড ও ডকুমেন্টেশনসহ আপনার হাতে তুলে দেওয়া।",
    image: {
      src: "/art/hero/software-development.svg",
      alt: "কোড খোলা একটি ল্যাপটপ আর তৈরি অ্যাপের ইন্টারফেস দেখানো একটি ফোনের ইলাস্ট্রেশন",
      width: 1200,
      height: 675,
    },
    cta: { label: "সফটওয়্যার সেবাগুলো দেখুন", href: "/software-development" },
  },
  {
    id: "digital-marketing",
    eyebrow: "ডিজিটাল মার্কেটিং",
    title: "যে মার্কেটিংয়ের ফল দেখা যায় ইনকোয়ারি আর বিক্রিতে",
    text: "SEO, সোশ্যাল মিডিয়া, Google ও Meta বিজ্ঞাপন, কনটেন্ট আর ইমেইল মার্কেটিং। ট্র্যাকিং আগে সেট করি, যাতে খরচ করা প্রতিটি টাকা, দিরহাম বা রিয়াল থেকে কী ফল এল, তা মিলিয়ে দেখা যায়।",
    image: {
      src: "/art/hero/digital-marketing.svg",
      alt: "বাড়তে থাকা বিক্রির চার্ট ঘিরে একটি মেগাফোন, সার্চ বার ও সোশ্যাল মিডিয়ার আইকনের ইলাস্ট্রেশন",
      width: 1200,
      height: 675,
    },
    cta: { label: "মার্কেটিং সেবাগুলো দেখুন", href: "/digital-marketing" },
  },
  {
    id: "graphics-design",
    eyebrow: "গ্রাফিক্স ডিজাইন",
    title: "এক দেখাতেই চেনা যায় এমন ব্র্যান্ড",
    text: "লোগো, ব্র্যান্ড গাইড, প্যাকেজিং, প্রিন্ট আর সোশ্যাল মিডিয়ার গ্রাফিক্স, সবকিছুতে একই চেহারা। ফাইল পাবেন প্রিন্টের উপযোগী ও এডিট করার মতো, দুই ফরম্যাটেই।",
    image: {
      src: "/art/hero/graphics-design.svg",
      alt: "রঙের নমুনা আর প্যাকেজিংয়ে ঘেরা একটি ট্যাবলেটে লোগো আঁকার ইলাস্ট্রেশন",
      width: 1200,
      height: 675,
    },
    cta: { label: "ডিজাইন সেবাগুলো দেখুন", href: "/graphics-design" },
  },
  {
    id: "video-editing",
    eyebrow: "ভিডিও এডিটিং",
    title: "যে ভিডিও থেকে চোখ সরানো যায় না",
    text: "আপনার ফুটেজ থেকে প্রোমোশনাল ভিডিও, সোশ্যাল মিডিয়ার ছোট ভিডিও ও মোশন গ্রাফিক্স: মিউজিক, কালার গ্রেডিং আর ইংরেজি, বাংলা বা আরবি সাবটাইটেলসহ।",
    image: {
      src: "/art/hero/video-editing.svg",
      alt: "প্লে বাটনসহ বড় একটি প্রিভিউ স্ক্রিনের নিচে এডিটিং টাইমলাইনের ইলাস্ট্রেশন",
      width: 1200,
      height: 675,
    },
    cta: { label: "ভিডিও সেবাগুলো দেখুন", href: "/video-editing" },
  },
  {
    id: "data-management",
    eyebrow: "ডেটা ম্যানেজমেন্ট",
    title: "নির্ভুল, গোছানো ডেটা, যার ওপর ভরসা করা যায়",
    text: "ডেটা এন্ট্রি, প্রোডাক্ট ক্যাটালগ আপলোড, ডেটা ক্লিনিং ও সিআরএম মাইগ্রেশন করে আমাদের নিজস্ব টিম, আর প্রতিটি ব্যাচ দ্বিতীয়বার যাচাই করে দেখে।",
    image: {
      src: "/art/hero/data-management.svg",
      alt: "ছড়ানো কাগজপত্র গুছিয়ে স্প্রেডশিটের সারি আর ফোল্ডারে সাজানোর ইলাস্ট্রেশন",
      width: 1200,
      height: 675,
    },
    cta: { label: "ডেটা সেবাগুলো দেখুন", href: "/data-entry" },
  },
  {
    id: "cyber-security",
    eyebrow: "সাইবার সিকিউরিটি",
    title: "হ্যাকারদের আগেই দুর্বলতা খুঁজে বের করুন",
    text: "ওয়েবসাইট, অ্যাপ ও সার্ভারের পেনিট্রেশন টেস্টিং, সিকিউরিটি অডিট আর হ্যাক হওয়া সাইট উদ্ধার; সঙ্গে প্রতিটি সমস্যার লিখিত বিবরণ আর গুরুত্ব অনুযায়ী সাজানো সমাধান।",
    image: {
      src: "/art/hero/cyber-security.svg",
      alt: "একটি সার্ভার ও ল্যাপটপকে পাহারা দিচ্ছে বড় একটি ঢাল আর তালা: এমন একটি ইলাস্ট্রেশন",
      width: 1200,
      height: 675,
    },
    cta: { label: "সিকিউরিটি সেবাগুলো দেখুন", href: "/cyber-security" },
  },
] satisfies HeroBanner[];
