import { siteConfig } from "./site-config.ts";

/**
 * Title (the `<page>` part of "<page> - brand") and meta description of each static page, plus
 * the h1 (and intro) where the page itself renders one. About, contact, team and clients take their h1 from
 * the shared section they lead with (app/content/company.ts).
 */
export type PageCopy = { title: string; description: string; heading?: string; intro?: string };

export const pages = {
  home: {
    title: "Home",
    description: `${siteConfig.brand} is a Dhaka agency for software development, digital marketing, design, video, data entry and cyber security, serving clients worldwide.`,
    heading: `${siteConfig.brand}: software and digital services from Dhaka`,
  },
  services: {
    title: "Our Services",
    description:
      "Six service categories under one roof: software development, digital marketing, graphic design, video editing, data entry and cyber security.",
    heading: "Our Services",
  },
  projects: {
    title: "Latest Projects",
    description:
      "Recent websites we designed and built for a medical product company, cleaning-service businesses in Dubai and Dhaka, and our own agency.",
    heading: "Latest Projects",
  },
  about: {
    title: "About Us",
    description: `Who we are: ${siteConfig.brand}, a Dhaka team of engineers, marketers and designers. Our mission, expertise, office and how to pay us.`,
  },
  contact: {
    title: "Contact Us",
    description: `Talk to ${siteConfig.brand}: send us a message, call, or visit our Dhaka office. We reply to every enquiry within one working day.`,
  },
  team: {
    title: "Expert Team",
    description: `Meet the people behind ${siteConfig.brand}: the engineers, marketers and designers who will work on your project.`,
  },
  clients: {
    title: "Happy Clients",
    description: `What clients in Bangladesh, the UAE, Saudi Arabia and the UK say about working with ${siteConfig.brand}.`,
  },
  privacy: {
    title: "Privacy",
    description:
      "What this website keeps when you write to us, how it counts visits without cookies or trackers, who is told about your message, and how to see or delete your data.",
    heading: "Privacy: what we keep and why",
    intro:
      "In short: we keep what you send through the contact form so that we can answer you, and we count page views without cookies or trackers. Here is exactly what that means.",
  },
  notFound: {
    title: "Page Not Found",
    description: "The page you asked for does not exist. Find our services, projects and contact details from here.",
    heading: "We could not find that page",
    intro: "The address may be mistyped, or the page may have moved. These pages are a good place to start:",
  },
} satisfies Record<string, PageCopy>;
