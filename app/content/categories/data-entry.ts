import { agencyUrl } from "../site-config.ts";
import { cardsOf, type CardId, type CategoryStrings, type CategoryStructure } from "./cards.ts";

const card = cardsOf("data-entry");

/** Data Entry: its image, its page on the agency's site and its 4 cards in order. */
export const dataEntryStructure = {
  slug: "data-entry",
  image: { src: "/art/services/data-entry.svg", width: 640, height: 420 },
  externalHref: agencyUrl("/services/data-entry"),
  cards: [
    card("de-data-entry", "/services/data-processing"),
    card("de-product-uploads", "/services/product-catalogues"),
    card("de-data-cleaning", "/services/data-processing"),
    card("de-data-projects", "/projects/data-entry", "projects"),
  ],
} as const satisfies CategoryStructure;

export const dataEntryStrings = {
  name: "Data Entry",
  heading: "Data Entry & Data Management",
  subtitle:
    "Accurate, confidential data work done by a trained in-house team: typing, product uploads, cleaning and conversion, checked twice before it comes back to you.",
  metaDescription:
    "Data entry, e-commerce product uploads, data cleaning and CRM migration by an in-house team in Dhaka, with double-checking and confidentiality agreements.",
  summary:
    "Data entry from paper or PDF, product catalogue uploads, and cleaning and converting messy spreadsheets or CRM data, handled by an in-house team with double checks.",
  image: { alt: "Illustration of paper forms being turned into a tidy spreadsheet on a monitor" },
  cards: {
    "de-data-entry": {
      title: "Data Entry & Document Typing",
      description:
        "Invoices, forms, surveys, scanned records and handwritten registers typed into Excel, Google Sheets or your own system, with a second person checking each batch against the source.",
      image: { alt: "Illustration of a stack of scanned documents next to a keyboard and a filled-in spreadsheet" },
    },
    "de-product-uploads": {
      title: "E-commerce Product Uploads",
      description:
        "Products listed on Shopify, WooCommerce, Daraz, Amazon or noon with titles, variants, prices, images and categories, either from your supplier sheets or by researching each item.",
      image: { alt: "Illustration of product photos and price tags being uploaded into an online store" },
    },
    "de-data-cleaning": {
      title: "Data Cleaning, Conversion & CRM Migration",
      description:
        "Duplicates removed, formats standardised and missing fields flagged, then your data converted between PDF, Excel, CSV and databases or moved into a new CRM without losing records.",
      image: { alt: "Illustration of messy table rows passing through a filter and coming out sorted" },
    },
    "de-data-projects": {
      title: "Data Projects",
      description:
        "See examples of the catalogue uploads, record digitisation and data migrations we have completed for retailers, clinics and trading companies, and how we kept the results accurate.",
      image: { alt: "Illustration of organised folders and database tables on a clipboard" },
    },
  },
} satisfies CategoryStrings<CardId<typeof dataEntryStructure>>;
