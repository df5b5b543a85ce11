import type * as en from "../navigation.ts";
import type { Localized } from "../localized.ts";
import type { MenuItem } from "../schemas.ts";
import { agencyUrl } from "../site-config.ts";

/** Header menu and footer link lists in Bangla: the same links as ../navigation.ts. */
export const categoryLinks = [
  { label: "সফটওয়্যার ডেভেলপমেন্ট", href: "/software-development" },
  { label: "ডিজিটাল মার্কেটিং", href: "/digital-marketing" },
  { label: "গ্রাফিক্স ডিজাইন", href: "/graphics-design" },
  { label: "ভিডিও এডিটিং", href: "/video-editing" },
  { label: "ডেটা এন্ট্রি", href: "/data-entry" },
  { label: "সাইবার সিকিউরিটি", href: "/cyber-security" },
] as const satisfies Localized<typeof en.categoryLinks>;

const external = (label: string, path: string): MenuItem => ({
  label,
  href: agencyUrl(path),
  external: true,
});

const categorySubmenus: Record<(typeof categoryLinks)[number]["href"], MenuItem[]> = {
  "/software-development": [
    external("ওয়েব অ্যাপ্লিকেশন", "/services/web-applications"),
    external("মোবাইল অ্যাপ", "/services/mobile-apps"),
    external("ই-কমার্স স্টোর", "/services/e-commerce"),
    external("বিজনেস সফটওয়্যার", "/services/business-software"),
  ],
  "/digital-marketing": [
    external("সার্চ ইঞ্জিন অপটিমাইজেশন (SEO)", "/services/seo"),
    external("সোশ্যাল মিডিয়া বিজ্ঞাপন", "/services/social-media-ads"),
    external("Google Ads", "/services/google-ads"),
    external("কনটেন্ট মার্কেটিং", "/services/content-marketing"),
  ],
  "/graphics-design": [
    external("ব্র্যান্ড আইডেন্টিটি", "/services/brand-identity"),
    external("প্রিন্ট ও প্যাকেজিং", "/services/print-design"),
  ],
  "/video-editing": [
    external("প্রোমোশনাল ভিডিও", "/services/promotional-videos"),
    external("মোশন গ্রাফিক্স", "/services/motion-graphics"),
  ],
  "/data-entry": [
    external("ডেটা প্রসেসিং", "/services/data-processing"),
    external("প্রোডাক্ট ক্যাটালগ", "/services/product-catalogues"),
  ],
  "/cyber-security": [
    external("পেনিট্রেশন টেস্টিং", "/services/penetration-testing"),
    external("সিকিউরিটি অডিট", "/services/security-audits"),
  ],
};

export const mainMenu: MenuItem[] = [
  { label: "হোম", href: "/" },
  {
    label: "সেবাসমূহ",
    href: "/our-services",
    children: categoryLinks.map((link) => ({ ...link, children: categorySubmenus[link.href] })),
  },
  {
    label: "প্রজেক্ট",
    href: "/latest-projects",
    children: [
      { label: "সাম্প্রতিক প্রজেক্ট", href: "/latest-projects" },
      external("সম্পূর্ণ পোর্টফোলিও", "/projects"),
      external("কেস স্টাডি", "/case-studies"),
    ],
  },
  {
    label: "পরিচিতি",
    href: "/about-us",
    children: [
      { label: "আমাদের সম্পর্কে", href: "/about-us" },
      { label: "দক্ষ টিম", href: "/expert-team" },
      { label: "সন্তুষ্ট ক্লায়েন্ট", href: "/happy-clients" },
      external("ক্যারিয়ার", "/careers"),
    ],
  },
  { label: "ইনসাইটস", href: "/insights" },
  { label: "যোগাযোগ", href: "/contact-us" },
];

export const quickLinks = [
  { label: "হোম", href: "/" },
  { label: "আমাদের সেবাসমূহ", href: "/our-services" },
  { label: "সাম্প্রতিক প্রজেক্ট", href: "/latest-projects" },
  { label: "আমাদের সম্পর্কে", href: "/about-us" },
  { label: "দক্ষ টিম", href: "/expert-team" },
  { label: "সন্তুষ্ট ক্লায়েন্ট", href: "/happy-clients" },
  { label: "ইনসাইটস", href: "/insights" },
  { label: "যোগাযোগ করুন", href: "/contact-us" },
] as const satisfies Localized<typeof en.quickLinks>;

export const popularServices: MenuItem[] = [
  external("ওয়েবসাইট ডেভেলপমেন্ট", "/services/web-applications"),
  external("সার্চ ইঞ্জিন অপটিমাইজেশন (SEO)", "/services/seo"),
  external("Facebook ও Instagram বিজ্ঞাপন", "/services/social-media-ads"),
  external("লোগো ও ব্র্যান্ড আইডেন্টিটি", "/services/brand-identity"),
  external("প্রোমোশনাল ভিডিও", "/services/promotional-videos"),
  external("পেনিট্রেশন টেস্টিং", "/services/penetration-testing"),
];
