import type { Structure } from "./localized.ts";
import type { OfficeCard } from "./schemas.ts";
import { siteConfig } from "./site-config.ts";

/** A card's title and lines; each language writes its lines around the contact values of siteConfig. */
export type OfficeCardStrings = { title: string; lines: string[] };

/** The four cards above the contact form, in order. */
export const officeCardStructure = [
  { id: "head-office" },
  { id: "office-hours" },
  { id: "new-business" },
  { id: "careers" },
] as const satisfies readonly Structure<OfficeCard, OfficeCardStrings>[];
export type OfficeCardId = (typeof officeCardStructure)[number]["id"];

const { address } = siteConfig;

/** Every contact value comes from siteConfig. */
export const officeCardStrings = {
  "head-office": {
    title: "Head Office",
    lines: [
      address.street,
      `${address.locality} ${address.postalCode}, ${address.country}`,
      `Phone: ${siteConfig.phone.display}`,
    ],
  },
  "office-hours": {
    title: "Office Hours & Support",
    lines: [
      siteConfig.officeHours,
      `WhatsApp: ${siteConfig.whatsapp.display}`,
      "Existing clients: message us on WhatsApp with your project name for the quickest help.",
    ],
  },
  "new-business": {
    title: "New Projects & Quotes",
    lines: [
      `Email: ${siteConfig.email}`,
      `Phone: ${siteConfig.phone.display}`,
      "Tell us what you need and your timeline, and we will reply with questions or a written quote.",
    ],
  },
  careers: {
    title: "Careers",
    lines: [
      `Email: ${siteConfig.careersEmail}`,
      "Developers, marketers, designers and editors: send your CV and portfolio with the role in the subject line.",
    ],
  },
} satisfies Record<OfficeCardId, OfficeCardStrings>;
