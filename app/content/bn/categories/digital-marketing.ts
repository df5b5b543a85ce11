import type { ServiceCategory } from "../../schemas.ts";
import { agencyUrl } from "../../site-config.ts";

export const digitalMarketing = {
  slug: "digital-marketing",
  name: "ডিজিটাল মার্কেটিং",
  heading: "ডিজিটাল মার্কেটিং",
  subtitle:
    "সার্চ, সোশ্যাল মিডিয়া, পেইড বিজ্ঞাপন, কনটেন্ট, ইমেইল আর অ্যানালিটিক্স: সবকিছুর পরিকল্পনা হয় আপনি যে গ্রাহকদের চান তাঁদের ঘিরে, আর সাফল্য মাপা হয় লাইক দিয়ে নয়, ইনকোয়ারি আর বিক্রি দিয়ে।",
  metaDescription:
    "বাংলাদেশ, সংযুক্ত আরব আমিরাত, সৌদি আরব ও যুক্তরাজ্যের ব্যবসার জন্য SEO, Facebook ও Google বিজ্ঞাপন, TikTok, কনটেন্ট রাইটিং, ইমেইল মার্কেটিং আর অ্যানালিটিক্স।",
  summary:
    "SEO, সোশ্যাল মিডিয়া ও সার্চ বিজ্ঞাপন, কনটেন্ট রাইটিং, ইমেইল আর WhatsApp ক্যাম্পেইন, সবই ঠিকভাবে ট্র্যাক করা, যাতে আপনি দেখতে পান কোন চ্যানেল থেকে সত্যিকারের ক্রেতা আসছেন।",
  image: {
    src: "/art/services/digital-marketing.svg",
    alt: "একটি মেগাফোন, ঊর্ধ্বমুখী লাইন চার্ট আর সোশ্যাল মিডিয়া আইকনের ইলাস্ট্রেশন",
    width: 640,
    height: 420,
  },
  externalHref: agencyUrl("/services/digital-marketing"),
  cards: [
    {
      id: "dm-technical-seo-audit",
      title: "টেকনিক্যাল SEO অডিট",
      description:
        "পুরো ওয়েবসাইট ক্রল করে আমরা দেখি ইনডেক্সিং, পেজ স্পিড, কোর ওয়েব ভাইটালস, ভাঙা লিংক, রিডাইরেক্ট, ডুপ্লিকেট পেজ আর স্ট্রাকচার্ড ডেটা। হাতে পাবেন অগ্রাধিকার অনুযায়ী সাজানো সমাধানের একটি তালিকা, যা ধরে আপনার ডেভেলপার একে একে কাজ সারতে পারবেন।",
      image: {
        src: "/art/cards/digital-marketing/dm-technical-seo-audit.svg",
        alt: "একটি ওয়েবসাইটের পেজ-কাঠামোর ওপর ম্যাগনিফাইং গ্লাস আর সতর্কচিহ্নের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/seo"),
      kind: "service",
    },
    {
      id: "dm-on-page-seo",
      title: "অন-পেজ SEO",
      description:
        "পেজ টাইটেল, হেডিং, ইন্টারনাল লিংক, ছবির অল্ট টেক্সট আর মূল লেখা: আপনার গ্রাহকেরা যা লিখে সার্চ করেন তা মাথায় রেখে আমরা প্রতিটি পেজ আলাদা করে নতুনভাবে লিখি। কিওয়ার্ড ঠেসে দিই না, তাই পড়ার স্বাচ্ছন্দ্যও নষ্ট হয় না।",
      image: {
        src: "/art/cards/digital-marketing/dm-on-page-seo.svg",
        alt: "টাইটেল, হেডিং ও লিংক হাইলাইট করা একটি ওয়েব পেজের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/seo"),
      kind: "service",
    },
    {
      id: "dm-local-seo-dhaka",
      title: "ঢাকার ব্যবসার জন্য লোকাল SEO",
      description:
        "গুলশান থেকে উত্তরা পর্যন্ত, আশপাশের মানুষ খুঁজলেই যেন সামনে আসে আপনার ক্লিনিক, রেস্টুরেন্ট, শোরুম বা সার্ভিস প্রতিষ্ঠান। এর মধ্যে আছে লোকেশন পেজ, লোকাল সাইটেশন, আর সব জায়গায় একই নাম, ঠিকানা ও ফোন নম্বর।",
      image: {
        src: "/art/cards/digital-marketing/dm-local-seo-dhaka.svg",
        alt: "দোকান ও অফিসের ওপর লোকেশন পিনসহ ঢাকা শহরের মানচিত্রের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/seo"),
      kind: "service",
    },
    {
      id: "dm-google-business-profile",
      title: "Google Business Profile ম্যানেজমেন্ট",
      description:
        "আপনার Google Business Profile-এর সেটআপ, ভেরিফিকেশন আর প্রতি সপ্তাহের দেখভাল: ক্যাটাগরি, সেবা, ছবি, পোস্ট, প্রশ্নোত্তর এবং রিভিউয়ের বিনয়ী উত্তর, যাতে আপনার লিস্টিং সক্রিয় ও বিশ্বাসযোগ্য দেখায়।",
      image: {
        src: "/art/cards/digital-marketing/dm-google-business-profile.svg",
        alt: "স্টার রেটিং, খোলার সময় আর ম্যাপ পিনসহ একটি বিজনেস লিস্টিং কার্ডের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/seo"),
      kind: "service",
    },
    {
      id: "dm-ecommerce-seo",
      title: "ই-কমার্স SEO",
      description:
        "ক্যাটাগরি ও প্রোডাক্ট পেজ আমরা এমনভাবে সাজাই যাতে কেনার উদ্দেশ্যে করা সার্চে সেগুলো র‍্যাঙ্ক করে। সঙ্গে থাকে প্রোডাক্ট স্কিমা, ফিল্টার-পেজগুলো ইনডেক্সের বাইরে রাখা, আর স্টক ফুরিয়ে যাওয়া পেজ এমনভাবে সামলানো যাতে র‍্যাঙ্কিং হারিয়ে না যায়।",
      image: {
        src: "/art/cards/digital-marketing/dm-ecommerce-seo.svg",
        alt: "সার্চ রেজাল্টের তালিকায় ওপরে উঠতে থাকা একটি অনলাইন শপের প্রোডাক্ট কার্ডের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/seo"),
      kind: "service",
    },
    {
      id: "dm-link-building",
      title: "লিংক বিল্ডিং ও ডিজিটাল পিআর",
      description:
        "প্রাসঙ্গিক নিউজ সাইট, ট্রেড ডিরেক্টরি আর ইন্ডাস্ট্রি ব্লগ থেকে লিংক আসে কাজের কনটেন্ট আর আন্তরিক যোগাযোগের মাধ্যমে। কেনা লিংক প্যাকেজ বা প্রাইভেট ব্লগ নেটওয়ার্কের আশ্রয় আমরা নিই না, কারণ তাতে আপনার সাইট ঝুঁকিতে পড়ে।",
      image: {
        src: "/art/cards/digital-marketing/dm-link-building.svg",
        alt: "শিকলের মতো লিংকে একটি কেন্দ্রীয় ওয়েবসাইটের সঙ্গে যুক্ত সংবাদ-প্রতিবেদনের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/seo"),
      kind: "service",
    },
    {
      id: "dm-keyword-research",
      title: "কিওয়ার্ড রিসার্চ ও কনটেন্ট স্ট্র্যাটেজি",
      description:
        "আপনার ক্রেতারা Google-এ কী লিখে খোঁজেন তা আমরা বের করি, উদ্দেশ্য অনুযায়ী ভাগ করি, তারপর মিলিয়ে দিই বিদ্যমান বা নতুন পেজের সঙ্গে। হাতে পাবেন একটি কনটেন্ট প্ল্যান, যেখানে লেখা থাকবে এরপর কোন পেজটি লিখতে হবে এবং কেন।",
      image: {
        src: "/art/cards/digital-marketing/dm-keyword-research.svg",
        alt: "একটি সার্চ বার আর লেবেল দেওয়া দলে সাজানো কিওয়ার্ড কার্ডের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/seo"),
      kind: "service",
    },
    {
      id: "dm-arabic-seo",
      title: "উপসাগরীয় দেশগুলোর জন্য আরবি ও দ্বিভাষিক SEO",
      description:
        "সংযুক্ত আরব আমিরাত ও সৌদি আরবের বাজার লক্ষ্য করা ইংরেজি ও আরবি সাইটের SEO: সঠিক হ্রেফল্যাং ট্যাগ, ডান-থেকে-বাঁয়ে পেজের যাচাই, আরবি কিওয়ার্ড রিসার্চ, আর আপনি যেসব আমিরাত বা শহরে সেবা দেন, তার প্রতিটির জন্য আলাদা লোকাল লিস্টিং।",
      image: {
        src: "/art/cards/digital-marketing/dm-arabic-seo.svg",
        alt: "পেছনে উপসাগরীয় অঞ্চলের মানচিত্র, সামনে পাশাপাশি একটি ইংরেজি ও একটি আরবি ওয়েব পেজের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/seo"),
      kind: "service",
    },
    {
      id: "dm-seo-migration",
      title: "ওয়েবসাইট মাইগ্রেশনের SEO",
      description:
        "নতুন ডোমেইন, প্ল্যাটফর্ম বা ডিজাইনে যাচ্ছেন? পুরোনো প্রতিটি ইউআরএলের নতুন ঠিকানা আমরা ঠিক করে দিই, রিডাইরেক্ট সেট করি, লঞ্চের পর সেগুলো যাচাই করি এবং Google Search Console-এ নজর রাখি, যাতে আপনার বর্তমান ট্রাফিক হারিয়ে না যায়।",
      image: {
        src: "/art/cards/digital-marketing/dm-seo-migration.svg",
        alt: "পুরোনো ওয়েবসাইট থেকে নতুন ওয়েবসাইটে পেজগুলোকে পথ দেখানো তীরচিহ্নের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/seo"),
      kind: "service",
    },
    {
      id: "dm-monthly-seo",
      title: "মাসিক SEO ম্যানেজমেন্ট",
      description:
        "নির্দিষ্ট মাসিক কাজের পরিধিসহ চলমান SEO প্ল্যান: সমস্যার সমাধান, নতুন কনটেন্ট, লিংক, আর প্রতি মাসে একটি রিপোর্ট, যেখানে থাকে র‍্যাঙ্কিং, অর্গানিক ট্রাফিক এবং সার্চ থেকে আসা ইনকোয়ারির হিসাব।",
      image: {
        src: "/art/cards/digital-marketing/dm-monthly-seo.svg",
        alt: "ঊর্ধ্বমুখী ট্রাফিক গ্রাফসহ একটি রিপোর্টের পাশে মাসিক ক্যালেন্ডারের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/seo"),
      kind: "service",
    },
    {
      id: "dm-facebook-instagram-ads",
      title: "Facebook ও Instagram বিজ্ঞাপন",
      description:
        "শুধু রিচ নয়, বিক্রি আর লিডের জন্য তৈরি Meta বিজ্ঞাপন ক্যাম্পেইন: অডিয়েন্স টেস্টিং, লুকঅ্যালাইক অডিয়েন্স, ক্যাটালগ বিজ্ঞাপন আর রিটার্গেটিং। প্রতি সপ্তাহে আমরা বাজেট সরিয়ে নিই সেই বিজ্ঞাপনগুলোর দিকে, যেগুলো অর্ডার আনছে।",
      image: {
        src: "/art/cards/digital-marketing/dm-facebook-instagram-ads.svg",
        alt: "ফোনের সোশ্যাল ফিডে শপ বাটনসহ একটি স্পনসরড পোস্টের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/social-media-ads"),
      kind: "service",
    },
    {
      id: "dm-tiktok-ads",
      title: "TikTok বিজ্ঞাপন",
      description:
        "বাংলাদেশ ও উপসাগরীয় দেশগুলোর তরুণ ক্রেতাদের কাছে বিক্রি করা ব্র্যান্ডের জন্য TikTok-এ ইন-ফিড বিজ্ঞাপন ও স্পার্ক অ্যাডস। ক্রিয়েটিভগুলো ছোট, ভার্টিক্যাল আর এই প্ল্যাটফর্মের জন্যই বানানো, Facebook বিজ্ঞাপন কেটে-ছেঁটে বসানো নয়।",
      image: {
        src: "/art/cards/digital-marketing/dm-tiktok-ads.svg",
        alt: "মিউজিক নোট আর শপ লিংকসহ ফোনে একটি ভার্টিক্যাল ভিডিও বিজ্ঞাপনের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/social-media-ads"),
      kind: "service",
    },
    {
      id: "dm-snapchat-ads",
      title: "সৌদি আরব ও সংযুক্ত আরব আমিরাতের জন্য Snapchat বিজ্ঞাপন",
      description:
        "সৌদি আরব ও সংযুক্ত আরব আমিরাতের তরুণদের বড় একটি অংশ Snapchat ব্যবহার করেন। তাই উপসাগরীয় ব্র্যান্ডের জন্য আমরা স্ন্যাপ অ্যাডস, কালেকশন বিজ্ঞাপন আর স্টোরি প্লেসমেন্ট পরিকল্পনা করি, সঙ্গে থাকে আরবি ক্রিয়েটিভ এবং স্ন্যাপ পিক্সেল দিয়ে কনভার্শন ট্র্যাকিং।",
      image: {
        src: "/art/cards/digital-marketing/dm-snapchat-ads.svg",
        alt: "সোয়াইপ-আপ তীরচিহ্নসহ ফোনে একটি ফুল-স্ক্রিন স্টোরি বিজ্ঞাপনের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/social-media-ads"),
      kind: "service",
    },
    {
      id: "dm-linkedin-ads",
      title: "বিটুবি ব্যবসার জন্য LinkedIn বিজ্ঞাপন",
      description:
        "পদবি, ইন্ডাস্ট্রি আর প্রতিষ্ঠানের আকার ধরে সিদ্ধান্ত গ্রহণকারীদের লক্ষ্য করে স্পনসরড কনটেন্ট ও লিড-জেন ফর্ম। অন্য ব্যবসার কাছে বিক্রি করে এমন সফটওয়্যার প্রতিষ্ঠান, রপ্তানিকারক, কনসালট্যান্সি আর রিক্রুটারদের জন্য উপযুক্ত।",
      image: {
        src: "/art/cards/digital-marketing/dm-linkedin-ads.svg",
        alt: "একটি স্পনসরড বিজনেস পোস্টের পাশে পেশাদার প্রোফাইল কার্ডের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/social-media-ads"),
      kind: "service",
    },
    {
      id: "dm-messaging-ads",
      title: "ক্লিক-টু-WhatsApp ও Messenger বিজ্ঞাপন",
      description:
        "এমন বিজ্ঞাপন, যাতে ক্লিক করলে ওয়েব পেজ নয়, সরাসরি চ্যাট খোলে; আমাদের বাজারগুলোর অনেক গ্রাহক এভাবেই কিনতে পছন্দ করেন। আমরা কুইক রিপ্লাই আর সহজ একটি ফলো-আপ রুটিন সেট করে দিই, যাতে কোনো কথোপকথন উত্তরহীন পড়ে না থাকে।",
      image: {
        src: "/art/cards/digital-marketing/dm-messaging-ads.svg",
        alt: "একটি বিজ্ঞাপনের বাটন থেকে মেসেজ বাবলসহ চ্যাট উইন্ডো খুলে যাওয়ার ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/social-media-ads"),
      kind: "service",
    },
    {
      id: "dm-social-media-management",
      title: "সোশ্যাল মিডিয়া ম্যানেজমেন্ট",
      description:
        "প্রতি মাসে আপনার Facebook, Instagram ও LinkedIn পেজ আমরাই চালাই: পরিকল্পিত পোস্ট, ডিজাইন করা গ্রাফিক্স, ইংরেজি, বাংলা বা আরবিতে ক্যাপশন, আর মাস শেষে আপনার অডিয়েন্স কোন পোস্টে সাড়া দিয়েছে তার পর্যালোচনা।",
      image: {
        src: "/art/cards/digital-marketing/dm-social-media-management.svg",
        alt: "কনটেন্ট ক্যালেন্ডারসহ শিডিউল করা সোশ্যাল পোস্টের একটি গ্রিডের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/social-media-management"),
      kind: "service",
    },
    {
      id: "dm-content-calendar",
      title: "সোশ্যাল মিডিয়া কনটেন্ট পরিকল্পনা",
      description:
        "আপনার লঞ্চ, অফার, রমজান, ঈদ, পহেলা বৈশাখ আর গ্রাহকদের কাছে গুরুত্বপূর্ণ অন্যান্য দিন ঘিরে পুরো এক মাসের পোস্ট আমরা আগেভাগেই পরিকল্পনা করি। কোনো কিছু প্রকাশের আগে তা আপনি অনুমোদন করেন।",
      image: {
        src: "/art/cards/digital-marketing/dm-content-calendar.svg",
        alt: "উৎসবের তারিখগুলোতে পোস্টের থাম্বনেইল পিন করা একটি দেয়াল ক্যালেন্ডারের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/social-media-management"),
      kind: "service",
    },
    {
      id: "dm-community-management",
      title: "কমিউনিটি ম্যানেজমেন্ট ও ইনবক্স রিপ্লাই",
      description:
        "নির্ধারিত সময়ে আমরা কমেন্ট, রিভিউ আর ইনবক্স মেসেজের দ্রুত উত্তর দিই আপনার ব্র্যান্ডের নিজস্ব ভঙ্গিতে। বিক্রির সম্ভাবনাময় লিড পৌঁছে যায় আপনার টিমের কাছে, আর অভিযোগ বড় হওয়ার আগেই তা দায়িত্বশীল ব্যক্তিকে জানিয়ে দিই।",
      image: {
        src: "/art/cards/digital-marketing/dm-community-management.svg",
        alt: "একটি ব্র্যান্ড পেজ ঘিরে জমে থাকা স্পিচ বাবল ও কমেন্ট থ্রেডের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/social-media-management"),
      kind: "service",
    },
    {
      id: "dm-influencer-marketing",
      title: "ইনফ্লুয়েন্সার মার্কেটিং",
      description:
        "যেসব ক্রিয়েটরের ফলোয়ার আপনার গ্রাহকদের সঙ্গে মেলে, আমরা তাঁদের খুঁজে বের করি, অডিয়েন্সের মান যাচাই করি, ব্রিফ ও কনটেন্ট ব্যবহারের অধিকার চূড়ান্ত করি, আর প্রত্যেকের নিজস্ব কোড ও লিংক দিয়ে তাঁর মাধ্যমে আসা বিক্রি ট্র্যাক করি।",
      image: {
        src: "/art/cards/digital-marketing/dm-influencer-marketing.svg",
        alt: "রিং লাইটের আলোয় প্রোডাক্ট রিভিউ ভিডিও করা একজন ক্রিয়েটরের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/social-media-management"),
      kind: "service",
    },
    {
      id: "dm-tiktok-account-growth",
      title: "TikTok কনটেন্ট ও অ্যাকাউন্ট গ্রোথ",
      description:
        "আপনার ব্র্যান্ডের জন্য অর্গানিক TikTok: ট্রেন্ড বুঝে ভিডিও আইডিয়া, স্ক্রিপ্ট, শুটিংয়ের নির্দেশনা আর এডিটিং, নিয়মিত সময়সূচিতে পোস্ট। প্রতি মাসের পর্যালোচনায় যা কাজ করেছে তা আবার করি, যা করেনি তা বাদ দিই।",
      image: {
        src: "/art/cards/digital-marketing/dm-tiktok-account-growth.svg",
        alt: "গ্রোথের তীরচিহ্নসহ ট্রাইপডে বসানো ফোনে শর্ট ভিডিও রেকর্ড করার ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/social-media-management"),
      kind: "service",
    },
    {
      id: "dm-google-search-ads",
      title: "Google সার্চ বিজ্ঞাপন",
      description:
        "যাঁরা ইতিমধ্যে আপনার পণ্য বা সেবা খুঁজছেন, তাঁদের সামনে আপনার ব্যবসাকে তুলে ধরে সার্চ ক্যাম্পেইন। সঙ্গে থাকে বাছাই করা কিওয়ার্ড তালিকা, নেগেটিভ কিওয়ার্ড, অ্যাড এক্সটেনশন আর কল ট্র্যাকিং, যাতে শুধু দেখে চলে যাওয়া ক্লিকে নয়, সত্যিকারের ক্রেতার ক্লিকে টাকা খরচ হয়।",
      image: {
        src: "/art/cards/digital-marketing/dm-google-search-ads.svg",
        alt: "সার্চ রেজাল্ট পেজের একেবারে ওপরে একটি স্পনসরড টেক্সট বিজ্ঞাপনের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/google-ads"),
      kind: "service",
    },
    {
      id: "dm-google-shopping-ads",
      title: "Google Shopping ও Performance Max",
      description:
        "প্রথমে Google Merchant Center-এর ফিড সেটআপ ও গোছানো, তারপর মার্জিন আর বেস্ট সেলার অনুযায়ী ভাগ করা Shopping ও Performance Max ক্যাম্পেইন, যাতে বিজ্ঞাপনের বাজেট যায় সেই প্রোডাক্টগুলোর পেছনে, যেগুলো সত্যিই লাভ এনে দেয়।",
      image: {
        src: "/art/cards/digital-marketing/dm-google-shopping-ads.svg",
        alt: "শপিং সার্চের ক্যারোসেলে দামসহ প্রোডাক্ট টাইলের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/google-ads"),
      kind: "service",
    },
    {
      id: "dm-youtube-ads",
      title: "YouTube বিজ্ঞাপন",
      description:
        "আগ্রহ, সার্চ হিস্ট্রি আর আপনার নিজের গ্রাহক তালিকা ধরে টার্গেট করা স্কিপেবল, বাম্পার ও শর্টস বিজ্ঞাপন। প্রথম পাঁচ সেকেন্ডই ঠিক করে দেয় দর্শক দেখা চালিয়ে যাবেন কি না, তাই সেই অংশটি গড়তে আমরা হাত লাগাই।",
      image: {
        src: "/art/cards/digital-marketing/dm-youtube-ads.svg",
        alt: "স্কিপ-অ্যাড বাটন ও প্লে আইকনসহ একটি ভিডিও প্লেয়ারের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/google-ads"),
      kind: "service",
    },
    {
      id: "dm-display-remarketing",
      title: "ডিসপ্লে ও রিমার্কেটিং ক্যাম্পেইন",
      description:
        "নিউজ সাইট আর অ্যাপজুড়ে ব্যানার বিজ্ঞাপন, যা ফিরিয়ে আনে সেই ভিজিটরদের, যাঁরা দেখে গেছেন কিন্তু কেনেননি। ফ্রিকোয়েন্সির সীমা আমরা বেঁধে দিই, যাতে মানুষ আপনাকে মনে রাখেন, কিন্তু মনে না করেন যে ইন্টারনেটজুড়ে আপনি তাঁদের পিছু নিয়েছেন।",
      image: {
        src: "/art/cards/digital-marketing/dm-display-remarketing.svg",
        alt: "কয়েকটি ওয়েবসাইটের ব্যানার বিজ্ঞাপন থেকে একটি শপের দিকে ফেরানো তীরচিহ্নের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/google-ads"),
      kind: "service",
    },
    {
      id: "dm-microsoft-ads",
      title: "Microsoft Advertising-এ বিজ্ঞাপন",
      description:
        "Google Ads থেকে ইমপোর্ট করা Bing সার্চ ক্যাম্পেইন, যা আমরা সাজাই তুলনামূলক বেশি বয়সী এবং প্রায়ই অফিসে বসে কাজ করা অডিয়েন্সের জন্য। Google-এর পরেও বাজেট বাকি থাকলে বিটুবি এবং যুক্তরাজ্যের বাজারমুখী ব্যবসার জন্য এটি পরখ করে দেখার মতো।",
      image: {
        src: "/art/cards/digital-marketing/dm-microsoft-ads.svg",
        alt: "স্পনসরড লিস্টিংসহ সার্চ রেজাল্ট দেখানো একটি ডেস্কটপ কম্পিউটারের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/google-ads"),
      kind: "service",
    },
    {
      id: "dm-ppc-audit",
      title: "পে-পার-ক্লিক অ্যাকাউন্ট অডিট",
      description:
        "আপনার বর্তমান Google বা Meta বিজ্ঞাপন অ্যাকাউন্টের পর্যালোচনা: টাকা নষ্ট করা সার্চ টার্ম, ভাঙা ট্র্যাকিং, একটির সঙ্গে আরেকটি মিশে যাওয়া অডিয়েন্স আর বিডিং সেটিংস। আমাদের কাজ দিন বা না দিন, লিখিত ফলাফল আপনার কাছেই থাকবে।",
      image: {
        src: "/art/cards/digital-marketing/dm-ppc-audit.svg",
        alt: "পাইপ থেকে কয়েন চুইয়ে পড়া একটি বিজ্ঞাপন অ্যাকাউন্টের ড্যাশবোর্ড আর পাশে চেকলিস্টের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/google-ads"),
      kind: "service",
    },
    {
      id: "dm-website-content-writing",
      title: "ওয়েবসাইট কনটেন্ট রাইটিং",
      description:
        "হোম পেজ, সার্ভিস পেজ আর অ্যাবাউট পেজের জন্য পরিষ্কার লেখা, যা তৈরি হয় আপনার সঙ্গে কথা বলার পর, যাতে পড়লে আপনার ব্যবসার নিজের কণ্ঠই শোনা যায়। চোখ বুলিয়ে পড়া পাঠক আর সার্চ ইঞ্জিন, দুইয়ের কথা একসঙ্গে ভেবেই সাজানো।",
      image: {
        src: "/art/cards/digital-marketing/dm-website-content-writing.svg",
        alt: "ওয়েব পেজে হেডিং ও অনুচ্ছেদ লিখে চলা একটি কলমের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/content-marketing"),
      kind: "service",
    },
    {
      id: "dm-blog-writing",
      title: "ব্লগ ও আর্টিকেল রাইটিং",
      description:
        "গবেষণাভিত্তিক আর্টিকেল, গাইড আর প্রশ্নোত্তর, যা আপনার গ্রাহকদের আসল প্রশ্নের উত্তর দেয়। প্রতিটি লেখা একটি সার্চ টপিক ঘিরে তৈরি, একজন এডিটর নিজে পড়ে যাচাই করেন, আর ছবিসহ প্রকাশের জন্য পুরোপুরি তৈরি করে আমরা আপনার হাতে দিই।",
      image: {
        src: "/art/cards/digital-marketing/dm-blog-writing.svg",
        alt: "খোলা নোটবুক আর ব্লগ আর্টিকেল দেখানো ল্যাপটপের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/content-marketing"),
      kind: "service",
    },
    {
      id: "dm-ad-copywriting",
      title: "বিজ্ঞাপন ও ল্যান্ডিং পেজ কপিরাইটিং",
      description:
        "একটি অফার আর একটি নির্দিষ্ট পদক্ষেপের দিকে লক্ষ্য রেখে লেখা হেডলাইন, বিজ্ঞাপনের টেক্সট আর ল্যান্ডিং পেজ। প্রতিটির কয়েকটি সংস্করণ থাকে, যাতে ক্যাম্পেইনে একটির সঙ্গে আরেকটির পরীক্ষা চালিয়ে সবচেয়ে ভালো কনভার্ট করা সংস্করণটি রেখে দেওয়া যায়।",
      image: {
        src: "/art/cards/digital-marketing/dm-ad-copywriting.svg",
        alt: "পাশাপাশি রাখা একই হেডলাইনের দুটি সংস্করণের ইলাস্ট্রেশন, যার একটিতে টিক চিহ্ন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/content-marketing"),
      kind: "service",
    },
    {
      id: "dm-product-descriptions",
      title: "প্রোডাক্ট ডেসক্রিপশন রাইটিং",
      description:
        "অনলাইন শপ ও মার্কেটপ্লেস লিস্টিংয়ের জন্য নির্ভুল ও আকর্ষণীয় বিবরণ, যাতে থাকে সাইজ, উপকরণ আর যত্নের নিয়ম। একটি স্টাইল গাইড মেনে ব্যাচে লেখা হয়, তাই শত শত প্রোডাক্টেও লেখার ধরন একই থাকে।",
      image: {
        src: "/art/cards/digital-marketing/dm-product-descriptions.svg",
        alt: "গুছিয়ে লেখা বিবরণ ও সাইজ চার্টসহ একটি প্রোডাক্ট ছবির ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/content-marketing"),
      kind: "service",
    },
    {
      id: "dm-content-localisation",
      title: "বাংলা ও আরবি কনটেন্ট লোকালাইজেশন",
      description:
        "আপনার ইংরেজি কনটেন্ট আমরা শুধু অনুবাদ করি না: বাংলা বা আরবি যাঁদের মাতৃভাষা, সেই লেখকেরা তা নতুন করে লেখেন। প্রকাশের আগে স্থানীয় বাচনভঙ্গি, মুদ্রা, তারিখ আর সাংস্কৃতিক প্রসঙ্গ আমরা যাচাই করে নিই।",
      image: {
        src: "/art/cards/digital-marketing/dm-content-localisation.svg",
        alt: "ইংরেজি, বাংলা ও আরবি লিপিতে লেখা তিনটি স্পিচ বাবলের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/content-marketing"),
      kind: "service",
    },
    {
      id: "dm-email-campaigns",
      title: "ইমেইল মার্কেটিং ক্যাম্পেইন",
      description:
        "Mailchimp, Brevo অথবা Klaviyo দিয়ে পাঠানো ডিজাইন করা নিউজলেটার ও প্রোমোশনাল ইমেইল। সঙ্গে থাকে লিস্ট সেগমেন্টেশন, স্প্যাম চেক, আর ওপেন, ক্লিক এবং প্রতিটি ইমেইল থেকে কত বিক্রি এল তার রিপোর্ট।",
      image: {
        src: "/art/cards/digital-marketing/dm-email-campaigns.svg",
        alt: "খাম খুলে বেরিয়ে আসা একটি ডিজাইন করা নিউজলেটারের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/email-marketing"),
      kind: "service",
    },
    {
      id: "dm-email-automation",
      title: "ইমেইল অটোমেশন ও কাস্টমার জার্নি",
      description:
        "ওয়েলকাম সিরিজ, কার্টে ফেলে রাখা পণ্যের রিমাইন্ডার, কেনার পরের ফলো-আপ আর পুরোনো গ্রাহককে ফিরিয়ে আনার ইমেইল। একবার সেট করলে নিজে থেকেই চলে, আপনার সাইটে প্রতিটি গ্রাহক কী করছেন তার ভিত্তিতে।",
      image: {
        src: "/art/cards/digital-marketing/dm-email-automation.svg",
        alt: "কার্ট ও কেনাকাটার ঘটনায় চালু হওয়া ইমেইলের একটি ফ্লোচার্টের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/email-marketing"),
      kind: "service",
    },
    {
      id: "dm-sms-marketing",
      title: "এসএমএস মার্কেটিং",
      description:
        "অফার, অর্ডার আপডেট আর অ্যাপয়েন্টমেন্ট রিমাইন্ডারের জন্য ব্র্যান্ডেড বাল্ক এসএমএস ক্যাম্পেইন, যা আমরা পাঠাই লাইসেন্সপ্রাপ্ত দেশীয় গেটওয়ের মাধ্যমে। আনসাবস্ক্রাইবের ব্যবস্থা থাকে, আর পাঠানোর সময় এমনভাবে বাছাই করি যাতে গ্রাহক বিরক্ত না হন।",
      image: {
        src: "/art/cards/digital-marketing/dm-sms-marketing.svg",
        alt: "ডিসকাউন্ট ট্যাগসহ প্রোমোশনাল এসএমএস আসা একটি ফোনের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/email-marketing"),
      kind: "service",
    },
    {
      id: "dm-whatsapp-marketing",
      title: "WhatsApp Business মার্কেটিং",
      description:
        "WhatsApp Business API সেটআপ, সঙ্গে অনুমোদিত মেসেজ টেমপ্লেট, প্রোডাক্ট ক্যাটালগ, সম্মতি দেওয়া গ্রাহকদের জন্য ব্রডকাস্ট লিস্ট, আর প্রতিটি চ্যাট আপনার সেলস টিমের সঠিক সদস্যের কাছে পৌঁছে দেওয়ার ব্যবস্থা।",
      image: {
        src: "/art/cards/digital-marketing/dm-whatsapp-marketing.svg",
        alt: "প্রোডাক্ট ক্যাটালগ ও ব্রডকাস্ট মেসেজ দেখানো একটি চ্যাট উইন্ডোর ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/email-marketing"),
      kind: "service",
    },
    {
      id: "dm-ga4-tag-manager",
      title: "Google Analytics 4 ও Google Tag Manager সেটআপ",
      description:
        "আমরা Google Analytics 4 আর Google Tag Manager ইনস্টল করি এবং আপনার জন্য জরুরি ইভেন্টগুলো কনফিগার করি: ফর্ম সাবমিশন, কল, WhatsApp ক্লিক আর কেনাকাটা। সঙ্গে থাকে ঠিকঠাক কাজ করা একটি কুকি-সম্মতির ব্যানার।",
      image: {
        src: "/art/cards/digital-marketing/dm-ga4-tag-manager.svg",
        alt: "ওয়েব পেজের বাটনে লাগানো ট্যাগ থেকে অ্যানালিটিক্স চার্টে ডেটা যাওয়ার ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/analytics-and-cro"),
      kind: "service",
    },
    {
      id: "dm-conversion-tracking",
      title: "কনভার্শন ট্র্যাকিং ও Meta Conversions API",
      description:
        "Meta Conversions API আর Google-এর এনহ্যান্সড কনভার্শনস দিয়ে সার্ভার-সাইড ট্র্যাকিং। ব্রাউজার কুকি ব্লক করলেও বিজ্ঞাপন প্ল্যাটফর্মগুলো আপনার বিক্রির তথ্য পায়, ফলে তাদের অ্যালগরিদম ঠিকভাবে অপটিমাইজ করতে পারে।",
      image: {
        src: "/art/cards/digital-marketing/dm-conversion-tracking.svg",
        alt: "একটি সার্ভার থেকে দুটি বিজ্ঞাপন প্ল্যাটফর্মে পৌঁছানো কেনাকাটার ইভেন্টের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/analytics-and-cro"),
      kind: "service",
    },
    {
      id: "dm-conversion-rate-optimisation",
      title: "কনভার্শন রেট অপটিমাইজেশন",
      description:
        "আমরা সেশন রেকর্ডিং দেখি, হিটম্যাপ বিশ্লেষণ করি, আপনার চেকআউট বা ইনকোয়ারি ফর্ম খুঁটিয়ে দেখি। তারপর যেসব পরিবর্তনে বর্তমান ভিজিটরদের আরও বেশি অংশ গ্রাহক হয়ে ওঠার সম্ভাবনা সবচেয়ে বেশি, সেগুলো নিয়ে এ/বি টেস্ট চালাই।",
      image: {
        src: "/art/cards/digital-marketing/dm-conversion-rate-optimisation.svg",
        alt: "একটি চেকআউট পেজের ওপর হিটম্যাপ আর নিচে ক্রমশ সরু হয়ে আসা ফানেলের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/analytics-and-cro"),
      kind: "service",
    },
    {
      id: "dm-marketing-dashboards",
      title: "মার্কেটিং রিপোর্টিং ড্যাশবোর্ড",
      description:
        "একটিমাত্র Looker Studio ড্যাশবোর্ডে একসঙ্গে Google Ads, Meta, Google Analytics 4, Google Search Console আর আপনার সেলস শিট। পাঁচটি টুলে আলাদা করে লগইন না করেই দেখতে পাবেন প্রতি লিডের খরচ আর বিজ্ঞাপনের খরচের বিপরীতে আয়।",
      image: {
        src: "/art/cards/digital-marketing/dm-marketing-dashboards.svg",
        alt: "বার চার্ট, পাই চার্ট আর মূল সংখ্যাগুলো একসঙ্গে দেখানো একটি ড্যাশবোর্ডের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/analytics-and-cro"),
      kind: "service",
    },
    {
      id: "dm-app-store-optimisation",
      title: "অ্যাপ স্টোর অপটিমাইজেশন",
      description:
        "Google Play আর অ্যাপ স্টোরের জন্য অ্যাপের টাইটেল, সাবটাইটেল, কিওয়ার্ড, স্ক্রিনশট ও প্রিভিউ ভিডিওর উন্নতি। প্রতিটি বাজারের জন্য লিস্টিং লোকালাইজ করি, আর রিভিউয়ের উত্তর দেওয়ার দায়িত্বও আমরাই নিই।",
      image: {
        src: "/art/cards/digital-marketing/dm-app-store-optimisation.svg",
        alt: "স্ক্রিনশট, স্টার রেটিং ও ডাউনলোড বাটনসহ একটি অ্যাপ স্টোর লিস্টিংয়ের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/app-marketing"),
      kind: "service",
    },
    {
      id: "dm-app-install-campaigns",
      title: "অ্যাপ ইনস্টল ক্যাম্পেইন",
      description:
        "Google অ্যাপ ক্যাম্পেইন, Meta ও TikTok অ্যাপ বিজ্ঞাপন আমরা সেটআপ করি ইন-অ্যাপ ইভেন্ট ট্র্যাকিংসহ, যাতে অপটিমাইজেশন হয় রেজিস্টার, অর্ডার বা সাবস্ক্রাইব করা ব্যবহারকারীদের জন্য, এমন সস্তা ডাউনলোডের জন্য নয় যেখানে অ্যাপটি কখনো খোলাই হয় না।",
      image: {
        src: "/art/cards/digital-marketing/dm-app-install-campaigns.svg",
        alt: "অ্যাপ আইকনসহ একটি ফোনে ঢুকে পড়া ডাউনলোড তীরচিহ্নের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/app-marketing"),
      kind: "service",
    },
    {
      id: "dm-marketing-campaigns",
      title: "আমাদের পরিচালিত মার্কেটিং ক্যাম্পেইন",
      description:
        "রিটেইলার, ক্লিনিক, ক্লিনিং কোম্পানি আর রপ্তানিকারকদের জন্য আমাদের চালানো বিজ্ঞাপন ক্যাম্পেইন, সোশ্যাল মিডিয়া কার্যক্রম আর লঞ্চ পরিকল্পনা দেখুন: কোন পথে আমরা এগিয়েছি এবং প্রতিটি ক্লায়েন্ট কী পেয়েছেন।",
      image: {
        src: "/art/cards/digital-marketing/dm-marketing-campaigns.svg",
        alt: "পিন করা বিজ্ঞাপন, নোট আর ফলাফলের চার্টসহ একটি ক্যাম্পেইন বোর্ডের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/digital-marketing"),
      kind: "projects",
    },
    {
      id: "dm-seo-projects",
      title: "SEO প্রজেক্ট",
      description:
        "বাংলাদেশ ও উপসাগরীয় দেশগুলোর লোকাল ব্যবসা আর অনলাইন শপকে সার্চে খুঁজে পাওয়ার উপযোগী করতে আমরা কী করেছি, পড়ে দেখুন: টেকনিক্যাল সংস্কার আর সাইট মাইগ্রেশন থেকে শুরু করে দীর্ঘমেয়াদি কনটেন্ট কার্যক্রম পর্যন্ত।",
      image: {
        src: "/art/cards/digital-marketing/dm-seo-projects.svg",
        alt: "সার্চ রেজাল্ট পেজের শীর্ষে উঠে আসা একটি হাইলাইট করা লিস্টিংয়ের ইলাস্ট্রেশন",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/seo"),
      kind: "projects",
    },
  ],
} satisfies ServiceCategory;
