import type { ServiceCategory } from "../../schemas.ts";
import { agencyUrl } from "../../site-config.ts";

export const videoEditing = {
  slug: "video-editing",
  name: "ভিডিও এডিটিং",
  heading: "ভিডিও এডিটিং",
  subtitle:
    "আপনার কাঁচা ফুটেজ বা শুধু আইডিয়াটা পাঠান, আমরা ফিরিয়ে দেব ওয়েবসাইট, বিজ্ঞাপন আর সোশ্যাল মিডিয়ার জন্য তৈরি ভিডিও: কাটা, কালার করা, সাবটাইটেলসহ, প্রতিটি প্ল্যাটফর্মের মাপে।",
  metaDescription:
    "প্রোমোশনাল ও কর্পোরেট ভিডিও এডিটিং, রিলস ও TikTok-এর এডিট, মোশন গ্রাফিক্স আর এক্সপ্লেইনার অ্যানিমেশন, ইংরেজি, বাংলা বা আরবি সাবটাইটেলসহ।",
  summary:
    "প্রোমোশনাল ও কর্পোরেট ভিডিও, রিলস, TikTok ও YouTube শর্টসের ছোট এডিট আর মোশন গ্রাফিক্স, কালার গ্রেডিং, মিউজিক ও সাবটাইটেলসহ।",
  image: {
    src: "/art/services/video-editing.svg",
    alt: "ক্লিপ, অডিও ওয়েভ আর প্রিভিউ মনিটরসহ একটি ভিডিও এডিটিং টাইমলাইনের ইলাস্ট্রেশন",
    width: 640,
    height: 420,
  },
  externalHref: agencyUrl("/services/video-editing"),
  cards: [
    {
      id: "ve-promotional-videos",
      title: "প্রোমোশনাল ও কর্পোরেট ভিডিও",
      description:
        "আপনার ফুটেজ থেকে কোম্পানি প্রোফাইল, প্রোডাক্ট লঞ্চ, ইভেন্ট হাইলাইট আর ক্লায়েন্টের মতামতের ভিডিও, লাইসেন্স করা মিউজিক, কালার কারেকশন, পরিষ্কার অডিও আর আপনার ব্র্যান্ডের ধাঁচে টাইটেলসহ।",
      image: {
        src: "/art/cards/video-editing/ve-promotional-videos.svg",
        alt: "অফিসের একটি চওড়া ভিডিও ফ্রেমের পাশে ফিল্মের ক্ল্যাপারবোর্ডের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/promotional-videos"),
      kind: "service",
    },
    {
      id: "ve-short-form-edits",
      title: "রিলস, শর্টস ও TikTok এডিটিং",
      description:
        "জোরালো শুরু, শব্দ ছাড়া দেখার জন্য ভিডিওতে বসানো ক্যাপশন আর প্রতিটি প্ল্যাটফর্মের উপযোগী গতির লম্বালম্বি ভিডিও। লম্বা রেকর্ডিং একবারে কেটে পুরো মাসের ছোট ক্লিপ বানানো যায়।",
      image: {
        src: "/art/cards/video-editing/ve-short-form-edits.svg",
        alt: "তিনটি লম্বালম্বি ফোনের স্ক্রিনে ক্যাপশনসহ ছোট ক্লিপ চলার ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/promotional-videos"),
      kind: "service",
    },
    {
      id: "ve-motion-graphics",
      title: "মোশন গ্রাফিক্স ও এক্সপ্লেইনার ভিডিও",
      description:
        "অ্যানিমেটেড এক্সপ্লেইনার, লোগো রিভিল, লোয়ার থার্ড আর অ্যানিমেটেড ইনফোগ্রাফিক, যাতে দুই মিনিটের কমে একটি সেবা বা অ্যাপ বোঝা সহজ হয়; ইংরেজি, বাংলা বা আরবি ভয়েস-ওভারসহ।",
      image: {
        src: "/art/cards/video-editing/ve-motion-graphics.svg",
        alt: "একটি মোশন পাথ ধরে চলা অ্যানিমেটেড আকার ও আইকনের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/motion-graphics"),
      kind: "service",
    },
    {
      id: "ve-video-projects",
      title: "ভিডিও প্রজেক্ট",
      description:
        "বাংলাদেশ, সংযুক্ত আরব আমিরাত ও অন্যান্য দেশের প্রতিষ্ঠানের জন্য আমাদের তৈরি প্রোমোশনাল ফিল্ম, সোশ্যাল এডিট আর অ্যানিমেটেড এক্সপ্লেইনারের কিছু নমুনা দেখুন।",
      image: {
        src: "/art/cards/video-editing/ve-video-projects.svg",
        alt: "প্লে বাটনসহ ভিডিও থাম্বনেইলে ভরা একটি দেয়ালের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/video-editing"),
      kind: "projects",
    },
  ],
} satisfies ServiceCategory;
