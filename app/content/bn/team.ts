import type { TeamMember } from "../schemas.ts";

/** The Expert Team section in Bangla: the same people and profile links as ../team.ts. */
export const teamMembers = [
  {
    id: "farhan-kabir",
    name: "ফারহান কবির",
    role: "প্রতিষ্ঠাতা ও প্রধান নির্বাহী",
    bio: "এজেন্সি শুরুর আগে ফারহান আট বছর গার্মেন্টস রপ্তানিকারকদের জন্য সফটওয়্যার তৈরি করেছেন। প্রতিটি নতুন প্রজেক্টের পরিধি তিনি নিজে ঠিক করেন, আর কোনো সিদ্ধান্তের দরকার হলে ক্লায়েন্টরা তাঁকেই ফোন করেন।",
    image: {
      src: "/art/people/farhan-kabir.svg",
      alt: "ফারহান কবিরের ইলাস্ট্রেটেড প্রতিকৃতি: নেভি ব্লেজার পরা, ছোট কালো চুলের একজন পুরুষ",
      width: 320,
      height: 320,
    },
    socials: [
      { network: "linkedin", href: "https://www.linkedin.com/in/farhan-kabir-example" },
      { network: "facebook", href: "https://www.facebook.com/farhan.kabir.example" },
      { network: "x", href: "https://x.com/farhankabir_example" },
    ],
  },
  {
    id: "nusrat-jahan",
    name: "নুসরাত জাহান",
    role: "লিড সফটওয়্যার ইঞ্জিনিয়ার",
    bio: "নুসরাত ডেভেলপমেন্ট টিমের নেতৃত্ব দেন এবং ক্লায়েন্টের কাছে যাওয়ার আগে প্রতিটি পুল রিকোয়েস্ট রিভিউ করেন। তিনি মূলত TypeScript, Laravel ও Flutter-এ কাজ করেন, আর দেখভাল করেন হোস্টিং, টেস্টিং ও ডিপ্লয়মেন্ট।",
    image: {
      src: "/art/people/nusrat-jahan.svg",
      alt: "নুসরাত জাহানের ইলাস্ট্রেটেড প্রতিকৃতি: ল্যাপটপের পাশে হাসিমুখে টিল রঙের হিজাব পরা একজন নারী",
      width: 320,
      height: 320,
    },
    socials: [
      { network: "linkedin", href: "https://www.linkedin.com/in/nusrat-jahan-example" },
      { network: "github", href: "https://github.com/nusrat-jahan-example" },
    ],
  },
  {
    id: "sabbir-hossain",
    name: "সাব্বির হোসেন",
    role: "ডিজিটাল মার্কেটিং প্রধান",
    bio: "বাংলাদেশ ও উপসাগরীয় দেশগুলোর ক্লায়েন্টদের SEO আর পেইড বিজ্ঞাপনের পরিকল্পনা করেন সাব্বির। প্রথম বিজ্ঞাপন চালুর আগেই ট্র্যাকিং ঠিকঠাক চালু করা তাঁর শর্ত, আর প্রতিটি মাসিক রিপোর্ট তিনি নিজেই লেখেন।",
    image: {
      src: "/art/people/sabbir-hossain.svg",
      alt: "সাব্বির হোসেনের ইলাস্ট্রেটেড প্রতিকৃতি: চশমা পরা, ছাঁটা দাড়ি আর সাদা শার্টের একজন পুরুষ",
      width: 320,
      height: 320,
    },
    socials: [
      { network: "linkedin", href: "https://www.linkedin.com/in/sabbir-hossain-example" },
      { network: "facebook", href: "https://www.facebook.com/sabbir.hossain.example" },
      { network: "instagram", href: "https://www.instagram.com/sabbir.hossain.example" },
    ],
  },
  {
    id: "tahmina-akter",
    name: "তাহমিনা আক্তার",
    role: "ক্রিয়েটিভ লিড",
    bio: "ব্র্যান্ড আইডেন্টিটি ও প্যাকেজিং থেকে শুরু করে রিলস আর এক্সপ্লেইনার অ্যানিমেশন পর্যন্ত ডিজাইন ও ভিডিওর দায়িত্ব তাহমিনার। রং আর নকশার অনুপ্রেরণা তিনি প্রায়ই নেন বাংলাদেশের ঐতিহ্যবাহী বস্ত্র থেকে।",
    image: {
      src: "/art/people/tahmina-akter.svg",
      alt: "তাহমিনা আক্তারের ইলাস্ট্রেটেড প্রতিকৃতি: হাতে স্টাইলাস, লম্বা চুলের একজন নারী",
      width: 320,
      height: 320,
    },
    socials: [
      { network: "behance", href: "https://www.behance.net/tahmina-akter-example" },
      { network: "instagram", href: "https://www.instagram.com/tahmina.akter.example" },
      { network: "linkedin", href: "https://www.linkedin.com/in/tahmina-akter-example" },
    ],
  },
] satisfies TeamMember[];
