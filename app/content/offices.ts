import type { OfficeCard } from "./schemas.ts";
import { siteConfig } from "./site-config.ts";

const { address } = siteConfig;

/** The four cards above the contact form; every contact value comes from siteConfig. */
export const officeCards = [
  {
    id: "head-office",
    title: "Head Office",
    lines: [
      address.street,
      `${address.locality} ${address.postalCode}, ${address.country}`,
      `Phone: ${siteConfig.phone.display}`,
    ],
  },
  {
    id: "office-hours",
    title: "Office Hours & Support",
    lines: [
      siteConfig.officeHours,
      `WhatsApp: ${siteConfig.whatsapp.display}`,
      "Existing clients: message us on WhatsApp with your project name for the quickest help.",
    ],
  },
  {
    id: "new-business",
    title: "New Projects & Quotes",
    lines: [
      `Email: ${siteConfig.email}`,
      `Phone: ${siteConfig.phone.display}`,
      "Tell us what you need and your timeline, and we will reply with questions or a written quote.",
    ],
  },
  {
    id: "careers",
    title: "Careers",
    lines: [
      `Email: ${siteConfig.careersEmail}`,
      "Developers, marketers, designers and editors: send your CV and portfolio with the role in the subject line.",
    ],
  },
] satisfies OfficeCard[];
