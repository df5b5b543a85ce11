import type { ServiceCategory } from "../../schemas.ts";
import { agencyUrl } from "../../site-config.ts";

export const cyberSecurity = {
  slug: "cyber-security",
  name: "সাইবার সিকিউরিটি",
  heading: "সাইবার সিকিউরিটি",
  subtitle:
    "অন্য কেউ খুঁজে পাওয়ার আগেই আপনার ওয়েবসাইট, অ্যাপ ও সার্ভারের দুর্বল জায়গাগুলো খুঁজে বের করুন, আর সেগুলো বন্ধ করার একটি স্পষ্ট পরিকল্পনা পান, কোনটা আগে আর কোনটা পরে তা সাজিয়ে। হ্যাক হয়ে থাকলে আমরা সব ঠিক করতে সাহায্য করি।",
  metaDescription:
    "বাংলাদেশ, উপসাগরীয় দেশ ও যুক্তরাজ্যের প্রতিষ্ঠানের জন্য ওয়েব অ্যাপের পেনিট্রেশন টেস্টিং, সিকিউরিটি অডিট, সার্ভার হার্ডেনিং আর হ্যাক হওয়া ওয়েবসাইট উদ্ধার।",
  summary:
    "ওয়েবসাইট ও অ্যাপের পেনিট্রেশন টেস্টিং, সিকিউরিটি অডিট ও সার্ভার হার্ডেনিং আর হ্যাক হওয়া সাইট পরিষ্কার, প্রতিটির শেষে কাজে লাগানোর মতো একটি লিখিত রিপোর্ট।",
  image: {
    src: "/art/services/cyber-security.svg",
    alt: "সার্ভার আর ল্যাপটপের সামনে তালাসহ একটি ঢালের ইলাস্ট্রেশন",
    width: 640,
    height: 420,
  },
  externalHref: agencyUrl("/services/cyber-security"),
  cards: [
    {
      id: "cs-penetration-testing",
      title: "ওয়েব ও মোবাইল অ্যাপ পেনিট্রেশন টেস্টিং",
      description:
        "অনুমতি নিয়ে আপনার ওয়েবসাইট, API বা মোবাইল অ্যাপ পরীক্ষা, OWASP টপ ১০ আর আপনার ব্যবসার নিজস্ব নিয়ম ধরে। রিপোর্টে প্রতিটি সমস্যা ঝুঁকি অনুযায়ী সাজানো ও সমাধানের উপায় দেওয়া থাকে, সঙ্গে বিনা খরচে আবার পরীক্ষা।",
      image: {
        src: "/art/cards/cyber-security/cs-penetration-testing.svg",
        alt: "একটি ওয়েব অ্যাপে ভাঙা তালা খুঁজে পাওয়া আতশকাচের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/penetration-testing"),
      kind: "service",
    },
    {
      id: "cs-security-audit-hardening",
      title: "সিকিউরিটি অডিট ও সার্ভার হার্ডেনিং",
      description:
        "আপনার সার্ভার, ক্লাউড অ্যাকাউন্ট, WordPress সাইট ও কর্মীদের ইমেইল সেটিংস পর্যালোচনা: আপডেট, ফায়ারওয়াল রুল, ব্যাকআপ, টু-ফ্যাক্টর সাইন-ইন আর SPF, DKIM ও DMARC; প্রয়োজনীয় সংশোধনও আমরাই করে দিই।",
      image: {
        src: "/art/cards/cyber-security/cs-security-audit-hardening.svg",
        alt: "ফায়ারওয়ালের দেয়ালে সুরক্ষিত একটি সার্ভারের পাশে চেকলিস্টের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/security-audits"),
      kind: "service",
    },
    {
      id: "cs-malware-removal",
      title: "ম্যালওয়্যার অপসারণ ও হ্যাক হওয়া সাইট উদ্ধার",
      description:
        "স্প্যাম রিডাইরেক্ট, ঢুকিয়ে দেওয়া লিংক বা বিকৃত হোমপেজ? আমরা ম্যালওয়্যার সরাই, যে ফাঁক দিয়ে ঢুকেছিল তা বন্ধ করি, ব্রাউজারের ব্লকলিস্ট থেকে সরানোর আবেদন করি আর নজরদারি চালু করি, যাতে আবার না ঘটে।",
      image: {
        src: "/art/cards/cyber-security/cs-malware-removal.svg",
        alt: "চিমটা দিয়ে একটি ওয়েবসাইট থেকে পোকা তুলে আনার ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/security-audits"),
      kind: "service",
    },
    {
      id: "cs-security-projects",
      title: "সিকিউরিটি প্রজেক্ট",
      description:
        "আমাদের করা পেনিট্রেশন টেস্ট, অডিট ও উদ্ধারকাজের নাম-গোপন সারসংক্ষেপ পড়ুন: কী পেয়েছিলাম, আর পরে প্রতিটি ক্লায়েন্টের সিস্টেম কীভাবে আরও নিরাপদ হয়েছে।",
      image: {
        src: "/art/cards/cyber-security/cs-security-projects.svg",
        alt: "ঢালের প্রতীকে সিল দেওয়া সিকিউরিটি রিপোর্টের একটি ফোল্ডারের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/cyber-security"),
      kind: "projects",
    },
  ],
} satisfies ServiceCategory;
