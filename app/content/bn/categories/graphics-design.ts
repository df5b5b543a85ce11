import type { ServiceCategory } from "../../schemas.ts";
import { agencyUrl } from "../../site-config.ts";

export const graphicsDesign = {
  slug: "graphics-design",
  name: "গ্রাফিক্স ডিজাইন",
  heading: "গ্রাফিক্স ডিজাইন",
  subtitle:
    "লোগো, ব্র্যান্ড আইডেন্টিটি, প্রিন্ট, প্যাকেজিং আর সোশ্যাল মিডিয়ার গ্রাফিক্স: সবকিছু দেখতে একই প্রতিষ্ঠানের মতো, আর প্রিন্টার ও আপনার টিমের দরকারি প্রতিটি ফাইল ফরম্যাট আমরাই দিয়ে দিই।",
  metaDescription:
    "ঢাকার ডিজাইন টিমের করা লোগো ও ব্র্যান্ড আইডেন্টিটি, প্রিন্ট ও প্যাকেজিং এবং সোশ্যাল মিডিয়া গ্রাফিক্স, সঙ্গে এডিট করা যায় এমন সোর্স ফাইল।",
  summary:
    "লোগো ও ব্র্যান্ড আইডেন্টিটি, ব্রোশিওর, প্যাকেজিং আর সোশ্যাল মিডিয়া গ্রাফিক্স, এক রকম চেহারায় ডিজাইন করা, প্রিন্টের জন্য তৈরি ও এডিটযোগ্য ফাইলসহ।",
  image: {
    src: "/art/services/graphics-design.svg",
    alt: "ডিজাইনারের ট্যাবলেট আর পেন, রঙের নমুনা ও একটি লোগোর স্কেচের ইলাস্ট্রেশন",
    width: 640,
    height: 420,
  },
  externalHref: agencyUrl("/services/graphics-design"),
  cards: [
    {
      id: "gd-logo-brand-identity",
      title: "লোগো ও ব্র্যান্ড আইডেন্টিটি",
      description:
        "পূর্ণ, ছোট ও আইকন সংস্করণে লোগো, সঙ্গে আপনার রং, ফন্ট আর সেগুলো কীভাবে ব্যবহার করবেন তার ছোট একটি ব্র্যান্ড গাইড। ভিজিটিং কার্ড, প্যাড আর সোশ্যাল প্রোফাইলের ছবিও থাকছে।",
      image: {
        src: "/art/cards/graphics-design/gd-logo-brand-identity.svg",
        alt: "ভিজিটিং কার্ড, প্যাড ও রঙের প্যালেটে বসানো একটি লোগোর ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/brand-identity"),
      kind: "service",
    },
    {
      id: "gd-social-media-creatives",
      title: "সোশ্যাল মিডিয়া ও বিজ্ঞাপনের ক্রিয়েটিভ",
      description:
        "পোস্ট টেমপ্লেট, ক্যারোসেল, স্টোরি ফ্রেম আর বিজ্ঞাপনের ব্যানার, Facebook, Instagram, TikTok ও Google-এর দরকারি প্রতিটি সাইজে। এডিটযোগ্য টেমপ্লেটে বানানো, তাই আপনার টিম Canva বা Figma-য় দ্রুত বদলাতে পারে।",
      image: {
        src: "/art/cards/graphics-design/gd-social-media-creatives.svg",
        alt: "বর্গাকার, লম্বা ও চওড়া সোশ্যাল মিডিয়া পোস্ট একটি গ্রিডে সাজানোর ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/brand-identity"),
      kind: "service",
    },
    {
      id: "gd-print-packaging",
      title: "প্রিন্ট ও প্যাকেজিং ডিজাইন",
      description:
        "ব্রোশিওর, ক্যাটালগ, লিফলেট, ব্যানার, লেবেল আর প্রোডাক্টের বাক্স, সঠিক ব্লিড, কালার প্রোফাইল ও ডাই-লাইনসহ তৈরি, যাতে প্রেস থেকে কাজটি ঠিক স্ক্রিনের মতোই ফিরে আসে।",
      image: {
        src: "/art/cards/graphics-design/gd-print-packaging.svg",
        alt: "ভাঁজ করা একটি ব্রোশিওরের পাশে ছাপা প্রোডাক্ট বাক্স ও লেবেলের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/print-design"),
      kind: "service",
    },
    {
      id: "gd-design-projects",
      title: "ডিজাইন প্রজেক্ট",
      description:
        "দোকান, রেস্টুরেন্ট, ক্লিনিক আর স্টার্টআপের জন্য আমাদের করা ব্র্যান্ড আইডেন্টিটি, প্যাকেজিং ও ক্যাম্পেইন গ্রাফিক্স দেখুন, প্রথম স্কেচ থেকে চূড়ান্ত আর্টওয়ার্ক পর্যন্ত।",
      image: {
        src: "/art/cards/graphics-design/gd-design-projects.svg",
        alt: "লোগো, পোস্টার ও প্যাকেজিং মকআপে ভরা একটি পোর্টফোলিও পাতার ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/graphics-design"),
      kind: "projects",
    },
  ],
} satisfies ServiceCategory;
