import type { ServiceCategory } from "../../schemas.ts";
import { agencyUrl } from "../../site-config.ts";

export const dataEntry = {
  slug: "data-entry",
  name: "ডেটা এন্ট্রি",
  heading: "ডেটা এন্ট্রি ও ডেটা ম্যানেজমেন্ট",
  subtitle:
    "প্রশিক্ষিত নিজস্ব টিমের নির্ভুল ও গোপনীয় ডেটার কাজ: টাইপিং, প্রোডাক্ট আপলোড, ক্লিনিং আর কনভার্শন, আপনার হাতে ফেরার আগে দুবার যাচাই করা।",
  metaDescription:
    "ঢাকার নিজস্ব টিমের ডেটা এন্ট্রি, ই-কমার্স প্রোডাক্ট আপলোড, ডেটা ক্লিনিং আর সিআরএম মাইগ্রেশন, দুবার যাচাই ও গোপনীয়তা চুক্তিসহ।",
  summary:
    "কাগজ বা পিডিএফ থেকে ডেটা এন্ট্রি, প্রোডাক্ট ক্যাটালগ আপলোড, আর এলোমেলো স্প্রেডশিট বা সিআরএম ডেটা গুছিয়ে রূপান্তর: নিজস্ব টিমের কাজ, দুবার যাচাই করা।",
  image: {
    src: "/art/services/data-entry.svg",
    alt: "কাগজের ফর্ম মনিটরে একটি গোছানো স্প্রেডশিটে রূপ নেওয়ার ইলাস্ট্রেশন",
    width: 640,
    height: 420,
  },
  externalHref: agencyUrl("/services/data-entry"),
  cards: [
    {
      id: "de-data-entry",
      title: "ডেটা এন্ট্রি ও ডকুমেন্ট টাইপিং",
      description:
        "ইনভয়েস, ফর্ম, জরিপ, স্ক্যান করা রেকর্ড আর হাতে লেখা রেজিস্টার Excel, Google Sheets বা আপনার নিজস্ব সিস্টেমে আমরা টাইপ করি; প্রতিটি ব্যাচ মূল কাগজের সঙ্গে মিলিয়ে দেখেন আরেকজন।",
      image: {
        src: "/art/cards/data-entry/de-data-entry.svg",
        alt: "কিবোর্ড আর পূরণ করা স্প্রেডশিটের পাশে স্ক্যান করা কাগজের স্তূপের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/data-processing"),
      kind: "service",
    },
    {
      id: "de-product-uploads",
      title: "ই-কমার্স প্রোডাক্ট আপলোড",
      description:
        "Shopify, WooCommerce, Daraz, Amazon বা noon-এ প্রোডাক্ট তোলা হয় টাইটেল, ভ্যারিয়েন্ট, দাম, ছবি ও ক্যাটাগরিসহ, আপনার সাপ্লায়ারের শিট থেকে অথবা প্রতিটি পণ্য খুঁজে দেখে।",
      image: {
        src: "/art/cards/data-entry/de-product-uploads.svg",
        alt: "প্রোডাক্টের ছবি আর দামের ট্যাগ একটি অনলাইন স্টোরে আপলোড হওয়ার ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/product-catalogues"),
      kind: "service",
    },
    {
      id: "de-data-cleaning",
      title: "ডেটা ক্লিনিং, কনভার্শন ও সিআরএম মাইগ্রেশন",
      description:
        "ডুপ্লিকেট বাদ, ফরম্যাট এক রকম আর ফাঁকা ঘর চিহ্নিত করার পর আপনার ডেটা পিডিএফ, Excel, CSV ও ডেটাবেসের মধ্যে রূপান্তর, কিংবা কোনো রেকর্ড না হারিয়ে নতুন সিআরএম-এ স্থানান্তর।",
      image: {
        src: "/art/cards/data-entry/de-data-cleaning.svg",
        alt: "এলোমেলো টেবিলের সারি একটি ফিল্টার পেরিয়ে সাজানো অবস্থায় বেরিয়ে আসার ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/data-processing"),
      kind: "service",
    },
    {
      id: "de-data-projects",
      title: "ডেটা প্রজেক্ট",
      description:
        "রিটেইলার, ক্লিনিক ও ট্রেডিং কোম্পানির জন্য আমাদের করা ক্যাটালগ আপলোড, রেকর্ড ডিজিটাইজেশন আর ডেটা মাইগ্রেশনের উদাহরণ দেখুন, আর জানুন কীভাবে ফলাফল নির্ভুল রেখেছি।",
      image: {
        src: "/art/cards/data-entry/de-data-projects.svg",
        alt: "একটি ক্লিপবোর্ডে গোছানো ফোল্ডার ও ডেটাবেস টেবিলের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/data-entry"),
      kind: "projects",
    },
  ],
} satisfies ServiceCategory;
