import type { Structure } from "./localized.ts";
import type { Project } from "./schemas.ts";
import { siteConfig } from "./site-config.ts";

/** What each language writes about a project; its image, link and sector are declared once, below. */
export type ProjectStrings = { title: string; description: string; image: { alt: string } };

/** The six projects on the Latest Projects grid, in order; clients and their sites are fictional. */
export const projectStructure = [
  {
    id: "nirog-medical",
    image: { src: "/art/projects/nirog-medical.svg", width: 800, height: 500 },
    href: "https://nirog-medical.example.com",
    sector: "medical",
  },
  {
    id: "sparkle-bay-cleaning",
    image: { src: "/art/projects/sparkle-bay-cleaning.svg", width: 800, height: 500 },
    href: "https://sparklebay.example.com",
    sector: "cleaning",
  },
  {
    id: "desert-breeze-facilities",
    image: { src: "/art/projects/desert-breeze-facilities.svg", width: 800, height: 500 },
    href: "https://desertbreeze-facilities.example.com",
    sector: "cleaning",
  },
  {
    id: "al-noor-deep-cleaning",
    image: { src: "/art/projects/al-noor-deep-cleaning.svg", width: 800, height: 500 },
    href: "https://alnoor-cleaning.example.com",
    sector: "cleaning",
  },
  {
    id: "jhakjhake-home-services",
    image: { src: "/art/projects/jhakjhake-home-services.svg", width: 800, height: 500 },
    href: "https://jhakjhake.example.com",
    sector: "cleaning",
  },
  {
    id: "agency-website",
    image: { src: "/art/projects/agency-website.svg", width: 800, height: 500 },
    href: siteConfig.productionUrl,
    sector: "agency",
  },
] as const satisfies readonly Structure<Project, ProjectStrings>[];
export type ProjectId = (typeof projectStructure)[number]["id"];

export const projectStrings = {
  "nirog-medical": {
    title: "Nirog Medical Supplies",
    description:
      "A product catalogue for a Dhaka distributor of blood pressure monitors, glucometers and nebulisers. Each product has specifications, user manuals and a quote request, which replaced long phone calls from pharmacies and clinics.",
    image: { alt: "Illustration of a medical product page with a blood pressure monitor and a specification table" },
  },
  "sparkle-bay-cleaning": {
    title: "Sparkle Bay Cleaning, Dubai",
    description:
      "A booking website for a home cleaning company in Dubai Marina and JLT. Customers pick a date, the number of rooms and extras such as oven cleaning, see the price straight away and get a WhatsApp confirmation.",
    image: { alt: "Illustration of a cleaning booking form on a phone in front of Dubai Marina towers" },
  },
  "desert-breeze-facilities": {
    title: "Desert Breeze Facility Services",
    description:
      "A website for a Dubai company that cleans offices, clinics and retail units. Service pages written for facility managers, a site-visit request form and local SEO for each business district helped it win contract enquiries.",
    image: { alt: "Illustration of a cleaning crew with trolleys in a glass office lobby" },
  },
  "al-noor-deep-cleaning": {
    title: "Al Noor Deep Cleaning",
    description:
      "A bilingual English and Arabic site for a villa deep-cleaning and sofa shampooing service covering Dubai and Sharjah, with right-to-left layouts, before-and-after galleries and a quote form that asks for photos.",
    image: { alt: "Illustration of a villa living room split into before and after cleaning halves" },
  },
  "jhakjhake-home-services": {
    title: "Jhakjhake Home Services",
    description:
      "A site for a Dhaka home and office cleaning start-up, with fixed-price packages, area coverage from Mirpur to Bashundhara and bKash advance payment, so bookings no longer depended on Facebook inbox replies.",
    image: { alt: "Illustration of a cleaning package price list on a laptop beside a mop and bucket" },
  },
  "agency-website": {
    title: `${siteConfig.brand} Website`,
    description:
      "Our own site, the one you are reading: server-rendered pages that load quickly on mobile data, an accessible menu and carousels, and a contact form that works even without JavaScript.",
    image: { alt: "Illustration of this agency's home page shown on a desktop monitor and a phone" },
  },
} satisfies Record<ProjectId, ProjectStrings>;
