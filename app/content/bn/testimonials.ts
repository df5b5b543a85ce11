import type { Testimonial } from "../schemas.ts";

/** The ten client testimonials in Bangla, in the slider order of ../testimonials.ts. */
export const testimonials = [
  {
    id: "shapla-handicrafts",
    name: "শাপলা হ্যান্ডিক্রাফটস",
    country: "Bangladesh",
    designation: "বাংলাদেশ থেকে",
    image: {
      src: "/art/people/shapla-handicrafts.svg",
      alt: "শাপলা হ্যান্ডিক্রাফটসের ইলাস্ট্রেটেড অ্যাভাটার: বোনা ঝুড়ি আর একটি শাপলা ফুল",
      width: 320,
      height: 320,
    },
    feedback:
      "আগে সব অর্ডার নিতাম Facebook মেসেজে, আর অনেক অর্ডার হারিয়ে যেত। এখন গ্রাহকরা চেকআউটেই bKash-এ পেমেন্ট করেন, প্রতিটি অর্ডারে আমরা এসএমএস পাই, আর আমার স্টাফরা ইনবক্সে একই প্রশ্নের উত্তর না দিয়ে সারা দিন পার্সেল প্যাক করেন।",
  },
  {
    id: "dhanmondi-dental-care",
    name: "ধানমন্ডি ডেন্টাল কেয়ার",
    country: "Bangladesh",
    designation: "বাংলাদেশ থেকে",
    image: {
      src: "/art/people/dhanmondi-dental-care.svg",
      alt: "ধানমন্ডি ডেন্টাল কেয়ারের ইলাস্ট্রেটেড অ্যাভাটার: ম্যাপ পিনের ভেতরে একটি দাঁত",
      width: 320,
      height: 320,
    },
    feedback:
      "নতুন রোগীরা এখন রিসেপশনে এসে বলেন, তাঁরা আমাদের Google Maps-এ খুঁজে পেয়েছেন। আগে এমনটা কখনো হয়নি। ওঁরা আমাদের বিজনেস প্রোফাইল গুছিয়ে দিয়েছেন, ওয়েবসাইটের ক্লিনিক পেজগুলো ঠিক করেছেন, আর রিভিউয়ের উত্তর দেন ঠিক আমাদের নিজেদের সুরে।",
  },
  {
    id: "meghna-agro-traders",
    name: "মেঘনা অ্যাগ্রো ট্রেডার্স",
    country: "Bangladesh",
    designation: "বাংলাদেশ থেকে",
    image: {
      src: "/art/people/meghna-agro-traders.svg",
      alt: "মেঘনা অ্যাগ্রো ট্রেডার্সের ইলাস্ট্রেটেড অ্যাভাটার: শস্যের বস্তা আর একটি ডেলিভারি ট্রাক",
      width: 320,
      height: 320,
    },
    feedback:
      "আমাদের স্টকের হিসাব থাকত চারটা আলাদা স্প্রেডশিটে, যার একটার সঙ্গে আরেকটা কখনো মিলত না। ওঁদের তৈরি ইনভেন্টরি সিস্টেমে এখন সব গুদাম এক স্ক্রিনেই দেখা যায়, আর শাখার কর্মীরা পুরোপুরি স্বচ্ছন্দ না হওয়া পর্যন্ত ওঁরা বাংলায় প্রশিক্ষণ দিয়ে গেছেন।",
  },
  {
    id: "bonolota-fashion-house",
    name: "বনলতা ফ্যাশন হাউস",
    country: "Bangladesh",
    designation: "বাংলাদেশ থেকে",
    image: {
      src: "/art/people/bonolota-fashion-house.svg",
      alt: "বনলতা ফ্যাশন হাউসের ইলাস্ট্রেটেড অ্যাভাটার: ফুলেল পাড়ের ভাঁজ করা একটি শাড়ি",
      width: 320,
      height: 320,
    },
    feedback:
      "ঈদ কালেকশনের জন্য ওঁরা পোস্টের গ্রাফিক্স ডিজাইন করেছেন, রিলস এডিট করেছেন, আর Facebook ও Instagram বিজ্ঞাপন চালিয়েছেন একটাই ক্যাম্পেইন হিসেবে। সবকিছু তৈরি ছিল এক সপ্তাহ আগেই, আর সাপ্তাহিক বিজ্ঞাপন রিপোর্ট এতটাই ছোট যে আমি সত্যিই পড়ি।",
  },
  {
    id: "sparkle-bay-cleaning",
    name: "Sparkle Bay Cleaning",
    country: "United Arab Emirates",
    designation: "সংযুক্ত আরব আমিরাত থেকে",
    image: {
      src: "/art/people/sparkle-bay-cleaning.svg",
      alt: "Sparkle Bay Cleaning-এর ইলাস্ট্রেটেড অ্যাভাটার: মেরিনার স্কাইলাইনের সামনে একটি স্প্রে বোতল",
      width: 320,
      height: 320,
    },
    feedback:
      "গ্রাহকরা এখন ফোনে এক মিনিটেই ক্লিনিং বুক করতে পারেন, আর সঙ্গে সঙ্গে WhatsApp-এ কনফার্মেশন পান। ঢাকা দুবাইয়ের চেয়ে মাত্র দুই ঘণ্টা এগিয়ে, তাই সকালে কোনো পরিবর্তন পাঠালে সাধারণত দুপুরের খাবারের আগেই তা সাইটে চলে আসে।",
  },
  {
    id: "desert-breeze-facility-services",
    name: "Desert Breeze Facility Services",
    country: "United Arab Emirates",
    designation: "সংযুক্ত আরব আমিরাত থেকে",
    image: {
      src: "/art/people/desert-breeze-facility-services.svg",
      alt: "Desert Breeze Facility Services-এর ইলাস্ট্রেটেড অ্যাভাটার: একটি অফিস টাওয়ার আর বালিয়াড়ি",
      width: 320,
      height: 320,
    },
    feedback:
      "ওঁরা আমাদের সার্ভিস পেজগুলো বাড়ির মালিকদের বদলে ফ্যাসিলিটি ম্যানেজারদের কথা ভেবে নতুন করে লিখেছেন, আর আমরা যেসব বিজনেস ডিস্ট্রিক্টে কাজ করি তার প্রতিটির জন্য আলাদা পেজ বানিয়েছেন। এখন প্রতি মাসেই ওয়েবসাইট থেকে অফিস কন্ট্র্যাক্টের সাইট ভিজিটের অনুরোধ আসে।",
  },
  {
    id: "creek-spice-kitchen",
    name: "Creek Spice Kitchen",
    country: "United Arab Emirates",
    designation: "সংযুক্ত আরব আমিরাত থেকে",
    image: {
      src: "/art/people/creek-spice-kitchen.svg",
      alt: "Creek Spice Kitchen-এর ইলাস্ট্রেটেড অ্যাভাটার: ধোঁয়া ওঠা বিরিয়ানির হাঁড়ি আর একটি ধাও নৌকা",
      width: 320,
      height: 320,
    },
    feedback:
      "আমরা কিচেনে ফোনেই ভিডিও করি আর রবিবার ক্লিপগুলো আপলোড করি। মঙ্গলবারের মধ্যে হাতে পেয়ে যাই পুরো সপ্তাহের রিলস আর TikTok ভিডিও: আরবি ও ইংরেজি ক্যাপশনসহ, মিউজিকের তালে কাটা, আমাদের দুই শাখাতেই পোস্ট করার জন্য তৈরি।",
  },
  {
    id: "najd-trading-est",
    name: "Najd Trading Est.",
    country: "Saudi Arabia",
    designation: "সৌদি আরব থেকে",
    image: {
      src: "/art/people/najd-trading-est.svg",
      alt: "Najd Trading Est.-এর ইলাস্ট্রেটেড অ্যাভাটার: আরবি লেবেল লাগানো, থাক করে রাখা শিপিং কার্টন",
      width: 320,
      height: 320,
    },
    feedback:
      "আমাদের পুরো হার্ডওয়্যার রেঞ্জের সাপ্লায়ার শিট ওঁদের দিয়েছিলাম, ইংরেজি আর আরবি মিশিয়ে লেখা। ফেরত পেলাম অনলাইন স্টোরে গোছানো, দুই ভাষার একটি ক্যাটালগ; অল্প কয়েকটি অস্পষ্ট আইটেম অনুমানে না ভরে ওঁরা আমাদের জন্য আলাদা করে চিহ্নিত করে রেখেছিলেন।",
  },
  {
    id: "hijaz-travel-services",
    name: "Hijaz Travel Services",
    country: "Saudi Arabia",
    designation: "সৌদি আরব থেকে",
    image: {
      src: "/art/people/hijaz-travel-services.svg",
      alt: "Hijaz Travel Services-এর ইলাস্ট্রেটেড অ্যাভাটার: একটি ঢালের ওপর দিয়ে উড়ে যাওয়া উড়োজাহাজ",
      width: 320,
      height: 320,
    },
    feedback:
      "বুকিং পোর্টাল চালুর আগে ওঁদের দিয়ে পেনিট্রেশন টেস্ট করিয়েছিলাম। আমাদের ডেভেলপারদের চোখ এড়িয়ে যাওয়া সমস্যাগুলো ওঁরা খুঁজে বের করলেন, প্রতিটি পরিষ্কার করে বুঝিয়ে দিলেন, আর সেগুলো ঠিক করার পর আবার টেস্ট করলেন। তাই ফাঁকগুলো বন্ধ হয়েছে জেনেই নিশ্চিন্তে পোর্টাল চালু করেছিলাম।",
  },
  {
    id: "thames-lettings",
    name: "Thames Lettings",
    country: "United Kingdom",
    designation: "যুক্তরাজ্য থেকে",
    image: {
      src: "/art/people/thames-lettings.svg",
      alt: "Thames Lettings-এর ইলাস্ট্রেটেড অ্যাভাটার: নিচে নদী, ওপরে সারিবদ্ধ টেরেস বাড়ি",
      width: 320,
      height: 320,
    },
    feedback:
      "ওঁরা আমাদের প্রপার্টি ওয়েবসাইট নতুন করে বানিয়েছেন, যাতে লিস্টিংগুলো সিআরএম থেকে নিজে থেকেই আপডেট হয়, আর এখন মাসিক প্ল্যানে সাইটটির দেখভাল করছেন। প্রশ্নের উত্তর মেলে সেদিনই, আর মাসিক মেইনটেন্যান্স লগে পরিষ্কার লেখা থাকে ঠিক কী কী করা হয়েছে।",
  },
] satisfies Testimonial[];
