import type { ServiceCategory } from "../../schemas.ts";
import { agencyUrl } from "../../site-config.ts";

export const softwareDevelopment = {
  slug: "software-development",
  name: "সফটওয়্যার ডেভেলপমেন্ট",
  heading: "সফটওয়্যার ডেভেলপমেন্ট",
  subtitle:
    "ওয়েবসাইট, ওয়েব অ্যাপ্লিকেশন, মোবাইল অ্যাপ আর বিজনেস সফটওয়্যার: ডিজাইন, তৈরি আর রক্ষণাবেক্ষণ করে ঢাকার একটি টিম। আপনি পাবেন চালু সফটওয়্যার, সোর্স কোড, আর কিছু বদলাতে হলে ফোন করার মতো একজন মানুষ।",
  metaDescription:
    "বাংলাদেশ, উপসাগরীয় দেশ ও যুক্তরাজ্যের ক্লায়েন্টদের জন্য ঢাকায় তৈরি কাস্টম ওয়েবসাইট, ওয়েব অ্যাপ, মোবাইল অ্যাপ, ই-কমার্স স্টোর ও বিজনেস সফটওয়্যার।",
  summary:
    "কোম্পানির ওয়েবসাইট, ওয়েব অ্যাপ্লিকেশন, অ্যান্ড্রয়েড ও আইওএস অ্যাপ, অনলাইন শপ আর প্রতিষ্ঠানের নিজস্ব সফটওয়্যার, আপনার চাহিদামতো তৈরি ও সোর্স কোডসহ হস্তান্তর।",
  image: {
    src: "/art/services/software-development.svg",
    alt: "অ্যাপের স্ক্রিন দেখানো একটি ফোনের পাশে কোড এডিটরের উইন্ডোর ইলাস্ট্রেশন",
    width: 640,
    height: 420,
  },
  externalHref: agencyUrl("/services/software-development"),
  cards: [
    {
      id: "sd-custom-web-applications",
      title: "কাস্টম ওয়েব অ্যাপ্লিকেশন ডেভেলপমেন্ট",
      description:
        "বুকিং সিস্টেম, ক্লায়েন্ট পোর্টাল, ড্যাশবোর্ড আর অভ্যন্তরীণ টুল, আপনার ব্যবসা আসলে যেভাবে চলে সেভাবে তৈরি; ইউজার রোল, অডিট লগ আর এমন অ্যাডমিন প্যানেলসহ যা কর্মীরা প্রশিক্ষণ ছাড়াই চালাতে পারেন।",
      image: {
        src: "/art/cards/software-development/sd-custom-web-applications.svg",
        alt: "চার্ট আর ডেটা টেবিলসহ ড্যাশবোর্ড দেখানো একটি ব্রাউজার উইন্ডোর ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/web-applications"),
      kind: "service",
    },
    {
      id: "sd-company-websites",
      title: "কোম্পানি ওয়েবসাইট ডেভেলপমেন্ট",
      description:
        "দ্রুত, মোবাইলকে প্রাধান্য দেওয়া ওয়েবসাইট, যা আপনার কাজ বুঝিয়ে বলে, নমুনা দেখায় আর ভিজিটরকে ইনকোয়ারিতে পরিণত করে। প্রথম দিন থেকেই কনটেন্ট এডিটর, যোগাযোগ ফর্ম, Google Maps আর প্রাথমিক অন-পেজ SEO।",
      image: {
        src: "/art/cards/software-development/sd-company-websites.svg",
        alt: "ল্যাপটপ আর ফোনে দেখানো একটি কোম্পানির হোমপেজের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/web-applications"),
      kind: "service",
    },
    {
      id: "sd-wordpress-development",
      title: "WordPress ডেভেলপমেন্ট",
      description:
        "ভারী পেজ বিল্ডারের বদলে কাস্টম WordPress থিম ও প্লাগইন, যাতে সাইট থাকে দ্রুত আর আপডেট করা সহজ। চালু WordPress সাইটের দায়িত্ব নিয়ে গুছিয়ে আরও দ্রুত করাও আমাদের কাজ।",
      image: {
        src: "/art/cards/software-development/sd-wordpress-development.svg",
        alt: "পাতায় লেখার ব্লক আর একটি ছবি সাজানো কনটেন্ট এডিটরের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/web-applications"),
      kind: "service",
    },
    {
      id: "sd-laravel-php",
      title: "Laravel ও PHP ডেভেলপমেন্ট",
      description:
        "Laravel-এ ব্যাক-এন্ড সিস্টেম ও API: টেস্টসহ কোড, ব্যাকগ্রাউন্ডে সারি ধরে চলা কাজ আর গোছানো ডেটাবেস ডিজাইন। সাশ্রয়ী শেয়ার্ড বা ভিপিএস হোস্টিংয়ে নির্ভরযোগ্য, অ্যাডমিন-নির্ভর অ্যাপ্লিকেশন দরকার হলে উপযুক্ত।",
      image: {
        src: "/art/cards/software-development/sd-laravel-php.svg",
        alt: "ডেটাবেস আর একটি অ্যাপ্লিকেশন উইন্ডোর সঙ্গে যুক্ত সার্ভার র‍্যাকের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/web-applications"),
      kind: "service",
    },
    {
      id: "sd-react-nextjs",
      title: "React ও Next.js ফ্রন্ট-এন্ড ডেভেলপমেন্ট",
      description:
        "React, Next.js ও React Router-এ ইন্টারঅ্যাক্টিভ ফ্রন্ট-এন্ড, গতি আর সার্চে দৃশ্যমানতার জন্য সার্ভার রেন্ডারিংসহ। আমরা সবার জন্য ব্যবহারযোগ্য কম্পোনেন্ট বানাই, যা পরে আপনার নিজস্ব টিম বাড়াতে পারে।",
      image: {
        src: "/art/cards/software-development/sd-react-nextjs.svg",
        alt: "ইন্টারফেসের কম্পোনেন্ট জুড়ে একটি ওয়েব পেজের লেআউট তৈরির ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/web-applications"),
      kind: "service",
    },
    {
      id: "sd-android-ios-apps",
      title: "অ্যান্ড্রয়েড ও আইওএস অ্যাপ ডেভেলপমেন্ট",
      description:
        "গ্রাহক বা মাঠকর্মীদের জন্য নেটিভ মানের মোবাইল অ্যাপ: সাইন-ইন, পুশ নোটিফিকেশন, অফলাইন মোড, ম্যাপ আর পেমেন্ট। স্টোর লিস্টিং তৈরি আর Google Play ও অ্যাপ স্টোরে জমা দেওয়ার কাজও আমরাই করি।",
      image: {
        src: "/art/cards/software-development/sd-android-ios-apps.svg",
        alt: "অ্যান্ড্রয়েড ও আইওএস-এ একই অ্যাপ দেখানো পাশাপাশি দুটি স্মার্টফোনের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/mobile-apps"),
      kind: "service",
    },
    {
      id: "sd-flutter-apps",
      title: "Flutter ক্রস-প্ল্যাটফর্ম অ্যাপ",
      description:
        "অ্যান্ড্রয়েড ও আইওএস-এর জন্য একটিই Flutter কোডবেস, তাই বাজেট আর রক্ষণাবেক্ষণ দুটোই কম। লঞ্চের দিনেই দুই প্ল্যাটফর্মে পৌঁছাতে হবে এমন ডেলিভারি, লয়্যালটি, বুকিং ও শিক্ষামূলক অ্যাপের জন্য আদর্শ।",
      image: {
        src: "/art/cards/software-development/sd-flutter-apps.svg",
        alt: "একটি কোড ফাইল থেকে অ্যান্ড্রয়েড ফোন ও আইফোনে ভাগ হয়ে যাওয়ার ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/mobile-apps"),
      kind: "service",
    },
    {
      id: "sd-ecommerce-stores",
      title: "ই-কমার্স স্টোর ডেভেলপমেন্ট",
      description:
        "প্রোডাক্ট ভ্যারিয়েন্ট, স্টক নিয়ন্ত্রণ, ডেলিভারি জোন আর ক্যাশ অন ডেলিভারিসহ অনলাইন শপ। বাংলাদেশ ও উপসাগরীয় দেশের মানুষ যেভাবে কেনাকাটা করেন সেভাবে তৈরি, আপনার টিমের জন্য এসএমএস বা WhatsApp-এ অর্ডারের খবরসহ।",
      image: {
        src: "/art/cards/software-development/sd-ecommerce-stores.svg",
        alt: "শপিং কার্ট আর ডেলিভারি ভ্যানসহ একটি অনলাইন শপের প্রোডাক্ট গ্রিডের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/e-commerce"),
      kind: "service",
    },
    {
      id: "sd-shopify-stores",
      title: "Shopify স্টোর সেটআপ ও কাস্টমাইজেশন",
      description:
        "ঠিকভাবে সাজানো Shopify স্টোর: থিম কাস্টমাইজেশন, প্রোডাক্ট ইমপোর্ট, শিপিং রুল, ট্যাক্স আর যত্নে বাছাই করা অ্যাপ। সংযুক্ত আরব আমিরাত, সৌদি আরব বা যুক্তরাজ্যে বিক্রি করা ব্র্যান্ডের জন্য, যারা হোস্টেড প্ল্যাটফর্ম চান।",
      image: {
        src: "/art/cards/software-development/sd-shopify-stores.svg",
        alt: "ট্যাবলেটে কাস্টমাইজ করা স্টোর থিমের ওপরে শপিং ব্যাগ আইকনের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/e-commerce"),
      kind: "service",
    },
    {
      id: "sd-payment-gateways",
      title: "পেমেন্ট গেটওয়ে ইন্টিগ্রেশন",
      description:
        "বাংলাদেশের জন্য bKash, Nagad ও SSLCommerz, আর আন্তর্জাতিক কার্ডের জন্য Stripe, PayTabs বা Checkout.com, আপনার সাইট বা অ্যাপে যুক্ত, সঠিক পেমেন্ট কনফার্মেশন, রিফান্ড ও হিসাব মেলানোর রিপোর্টসহ।",
      image: {
        src: "/art/cards/software-development/sd-payment-gateways.svg",
        alt: "ব্যাংক কার্ড ও মোবাইল ওয়ালেটের পাশে ফোনে চেকআউট স্ক্রিনের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/e-commerce"),
      kind: "service",
    },
    {
      id: "sd-erp-inventory",
      title: "ইআরপি ও ইনভেন্টরি ম্যানেজমেন্ট সফটওয়্যার",
      description:
        "ব্যবসায়ী, উৎপাদক ও গার্মেন্টস সাপ্লায়ারদের জন্য কেনাকাটা, স্টক, বিক্রি, হিসাব আর রিপোর্ট এক সিস্টেমে। ভাগাভাগি করা স্প্রেডশিটের জায়গায় আসে একটিই নির্ভরযোগ্য তথ্যের উৎস, অনুমতি অনুযায়ী অ্যাক্সেসসহ।",
      image: {
        src: "/art/cards/software-development/sd-erp-inventory.svg",
        alt: "মনিটরে স্টক রিপোর্টের সঙ্গে যুক্ত বাক্সভর্তি গুদামের তাকের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/business-software"),
      kind: "service",
    },
    {
      id: "sd-pos-systems",
      title: "পয়েন্ট অব সেল সিস্টেম",
      description:
        "দোকান, ফার্মেসি ও রেস্টুরেন্টের জন্য পিওএস সফটওয়্যার: বারকোড স্ক্যানিং, রসিদ, ভ্যাট, একাধিক শাখা আর দৈনিক বিক্রির রিপোর্ট; ইন্টারনেট চলে গেলেও অফলাইনে চলে, ফিরে এলে সিঙ্ক হয়।",
      image: {
        src: "/art/cards/software-development/sd-pos-systems.svg",
        alt: "ক্যাশ স্ক্রিন, বারকোড স্ক্যানার ও ছাপা রসিদসহ একটি দোকানের কাউন্টারের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/business-software"),
      kind: "service",
    },
    {
      id: "sd-hr-payroll",
      title: "এইচআর ও পেরোল সফটওয়্যার",
      description:
        "কর্মীদের তথ্য, ফিঙ্গারপ্রিন্ট ডিভাইস থেকে হাজিরা, ছুটি, পে-স্লিপ আর বেতনের শিট এক জায়গায়। সাধারণ টেমপ্লেট নয়, আপনার বেতনকাঠামো, ওভারটাইমের নিয়ম আর উৎসব বোনাস অনুযায়ী সাজানো।",
      image: {
        src: "/art/cards/software-development/sd-hr-payroll.svg",
        alt: "ক্যালেন্ডার আর একটি পে-স্লিপের পাশে কর্মীদের প্রোফাইল কার্ডের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/business-software"),
      kind: "service",
    },
    {
      id: "sd-saas-mvp",
      title: "SaaS প্রোডাক্ট ও MVP ডেভেলপমেন্ট",
      description:
        "প্রোডাক্টের আইডিয়াকে এমন প্রথম সংস্করণে রূপ দিন, যা গ্রাহকেরা টাকা দিয়ে ব্যবহার করবেন: সাবস্ক্রিপশন, টিম অ্যাকাউন্ট আর বিলিং। সবচেয়ে ছোট কাজের পরিসর আপনার সঙ্গে ঠিক করে ছোট, দৃশ্যমান ধাপে আমরা তা চালু করি।",
      image: {
        src: "/art/cards/software-development/sd-saas-mvp.svg",
        alt: "প্রাইসিং পেজ দেখানো ল্যাপটপ থেকে উঠে যাওয়া একটি রকেটের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/business-software"),
      kind: "service",
    },
    {
      id: "sd-api-integrations",
      title: "API ডেভেলপমেন্ট ও ইন্টিগ্রেশন",
      description:
        "আপনার অ্যাপ ও পার্টনারদের জন্য REST ও GraphQL API, সঙ্গে কুরিয়ার, এসএমএস গেটওয়ে, হিসাবের টুল, সিআরএম আর Google Workspace-এর ইন্টিগ্রেশন, যাতে এক সিস্টেম থেকে আরেকটিতে হাতে ডেটা কপি করতে না হয়।",
      image: {
        src: "/art/cards/software-development/sd-api-integrations.svg",
        alt: "কেন্দ্রীয় একটি হাবের সঙ্গে রেখায় যুক্ত কয়েকটি অ্যাপ্লিকেশন আইকনের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/business-software"),
      kind: "service",
    },
    {
      id: "sd-ui-ux-design",
      title: "ওয়েব ও মোবাইলের জন্য UI/UX ডিজাইন",
      description:
        "ইউজার রিসার্চ, ওয়্যারফ্রেম আর ক্লিক করা যায় এমন Figma প্রোটোটাইপ, কোড লেখার আগেই আসল ব্যবহারকারীদের দিয়ে যাচাই করা। পাবেন এমন ডিজাইন সিস্টেম যা ডেভেলপাররা অনুসরণ করতে পারেন, ইংরেজি ও আরবি লেআউটসহ।",
      image: {
        src: "/art/cards/software-development/sd-ui-ux-design.svg",
        alt: "ওয়্যারফ্রেমের স্কেচ থেকে গোছানো অ্যাপ স্ক্রিন তৈরির ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/ui-ux-design"),
      kind: "service",
    },
    {
      id: "sd-maintenance-support",
      title: "ওয়েবসাইট ও অ্যাপ রক্ষণাবেক্ষণ",
      description:
        "মাসিক কেয়ার প্ল্যানে থাকে আপডেট, ব্যাকআপ, আপটাইম মনিটরিং, সিকিউরিটি প্যাচ আর ছোটখাটো পরিবর্তন। সমস্যা একবার জানালেই আমরা ঠিক করি, প্রতি মাসের সব কাজের লগসহ।",
      image: {
        src: "/art/cards/software-development/sd-maintenance-support.svg",
        alt: "সবুজ স্ট্যাটাস চিহ্নসহ একটি ওয়েবসাইটের পাশে রেঞ্চ ও গিয়ারের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/maintenance"),
      kind: "service",
    },
    {
      id: "sd-software-projects",
      title: "সফটওয়্যার প্রজেক্ট",
      description:
        "আমাদের তৈরি ওয়েব অ্যাপ্লিকেশন, বিজনেস সিস্টেম আর ওয়েবসাইটগুলো দেখুন, সঙ্গে প্রতিটি ক্লায়েন্ট কোন সমস্যা নিয়ে এসেছিলেন আর তৈরি সফটওয়্যারটি আজ তাঁদের জন্য কী করছে তার বিবরণ।",
      image: {
        src: "/art/cards/software-development/sd-software-projects.svg",
        alt: "ফ্রেমে বাঁধানো অ্যাপ্লিকেশনের স্ক্রিনশটে সাজানো পোর্টফোলিও দেয়ালের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/software-development"),
      kind: "projects",
    },
    {
      id: "sd-mobile-app-projects",
      title: "মোবাইল অ্যাপ প্রজেক্ট",
      description:
        "রিটেইলার, সার্ভিস কোম্পানি ও স্টার্টআপের জন্য আমাদের ডিজাইন করা ও চালু করা অ্যান্ড্রয়েড, আইওএস আর Flutter অ্যাপ দেখুন, প্রথম প্রোটোটাইপ থেকে স্টোরে প্রকাশিত লিস্টিং পর্যন্ত।",
      image: {
        src: "/art/cards/software-development/sd-mobile-app-projects.svg",
        alt: "সারি করে রাখা ফোন, প্রতিটিতে আলাদা অ্যাপের হোম স্ক্রিনের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/mobile-apps"),
      kind: "projects",
    },
  ],
} satisfies ServiceCategory;
