import type { Structure } from "./localized.ts";
import type { HeroBanner } from "./schemas.ts";
import { siteConfig } from "./site-config.ts";

/** What each language writes on a banner; its image and the page its button opens are declared once, below. */
export type HeroBannerStrings = {
  eyebrow: string;
  title: string;
  text: string;
  image: { alt: string };
  cta: { label: string };
};

/** Fixed order: brand first, then one slide per service area. */
export const heroBannerStructure = [
  { id: "brand", image: { src: "/art/hero/brand.svg", width: 1200, height: 675 }, cta: { href: "/contact-us" } },
  {
    id: "software-development",
    image: { src: "/art/hero/software-development.svg", width: 1200, height: 675 },
    cta: { href: "/software-development" },
  },
  {
    id: "digital-marketing",
    image: { src: "/art/hero/digital-marketing.svg", width: 1200, height: 675 },
    cta: { href: "/digital-marketing" },
  },
  {
    id: "graphics-design",
    image: { src: "/art/hero/graphics-design.svg", width: 1200, height: 675 },
    cta: { href: "/graphics-design" },
  },
  {
    id: "video-editing",
    image: { src: "/art/hero/video-editing.svg", width: 1200, height: 675 },
    cta: { href: "/video-editing" },
  },
  {
    id: "data-management",
    image: { src: "/art/hero/data-management.svg", width: 1200, height: 675 },
    cta: { href: "/data-entry" },
  },
  {
    id: "cyber-security",
    image: { src: "/art/hero/cyber-security.svg", width: 1200, height: 675 },
    cta: { href: "/cyber-security" },
  },
] as const satisfies readonly Structure<HeroBanner, HeroBannerStrings>[];
export type HeroBannerId = (typeof heroBannerStructure)[number]["id"];

export const heroBannerStrings = {
  brand: {
    eyebrow: siteConfig.brand,
    title: `Your digital team in ${siteConfig.address.locality}`,
    text: `Since ${siteConfig.foundedYear}, ${siteConfig.brand} has built software, run marketing and produced design and video for clients in Bangladesh, the Gulf and the UK, all from one studio.`,
    image: { alt: "Illustration of a small team around a table with laptops, sketches and a city skyline behind" },
    cta: { label: "Talk to us" },
  },
  "software-development": {
    eyebrow: "Software Development",
    title: "Software built around your business",
    text: "Websites, web apps, mobile apps and business systems designed with you, tested properly and handed over with the source code and documentation.",
    image: { alt: "Illustration of a laptop with code and a phone showing a finished app interface" },
    cta: { label: "Explore software services" },
  },
  "digital-marketing": {
    eyebrow: "Digital Marketing",
    title: "Marketing measured in enquiries and sales",
    text: "SEO, social media, Google and Meta ads, content and email, with tracking set up first so every taka, dirham or riyal you spend can be traced to results.",
    image: { alt: "Illustration of a megaphone, search bar and social icons around a rising sales chart" },
    cta: { label: "Explore marketing services" },
  },
  "graphics-design": {
    eyebrow: "Graphics Design",
    title: "A brand people recognise at a glance",
    text: "Logos, brand guides, packaging, print and social graphics that share one look, delivered in print-ready and editable formats.",
    image: { alt: "Illustration of a logo being drawn on a tablet surrounded by colour swatches and packaging" },
    cta: { label: "Explore design services" },
  },
  "video-editing": {
    eyebrow: "Video Editing",
    title: "Videos that hold attention",
    text: "Promotional films, short social edits and motion graphics cut from your footage, with music, colour grading and subtitles in English, Bangla or Arabic.",
    image: { alt: "Illustration of an editing timeline beneath a large preview screen with a play button" },
    cta: { label: "Explore video services" },
  },
  "data-management": {
    eyebrow: "Data Management",
    title: "Clean, accurate data you can rely on",
    text: "Data entry, product catalogue uploads, cleaning and CRM migration handled by our in-house team, with every batch checked a second time.",
    image: { alt: "Illustration of scattered documents being sorted into neat spreadsheet rows and folders" },
    cta: { label: "Explore data services" },
  },
  "cyber-security": {
    eyebrow: "Cyber Security",
    title: "Find the gaps before attackers do",
    text: "Penetration tests, security audits and hacked site recovery for websites, apps and servers, with every finding written up and the fixes in priority order.",
    image: { alt: "Illustration of a large shield and padlock guarding a server and a laptop" },
    cta: { label: "Explore security services" },
  },
} satisfies Record<HeroBannerId, HeroBannerStrings>;
