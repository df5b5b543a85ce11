import { agencyUrl } from "../site-config.ts";
import { cardsOf, type CardId, type CategoryStrings, type CategoryStructure } from "./cards.ts";

const card = cardsOf("graphics-design");

/** Graphics Design: its image, its page on the agency's site and its 4 cards in order. */
export const graphicsDesignStructure = {
  slug: "graphics-design",
  image: { src: "/art/services/graphics-design.svg", width: 640, height: 420 },
  externalHref: agencyUrl("/services/graphics-design"),
  cards: [
    card("gd-logo-brand-identity", "/services/brand-identity"),
    card("gd-social-media-creatives", "/services/brand-identity"),
    card("gd-print-packaging", "/services/print-design"),
    card("gd-design-projects", "/projects/graphics-design", "projects"),
  ],
} as const satisfies CategoryStructure;

export const graphicsDesignStrings = {
  name: "Graphics Design",
  heading: "Graphics Design",
  subtitle:
    "Logos, brand identities, print, packaging and social media graphics that look like they belong to the same business, supplied in every file format your printers and staff will need.",
  metaDescription:
    "Logo and brand identity design, print and packaging, and social media graphics from a design team in Dhaka, with editable source files included.",
  summary:
    "Logos and brand identities, brochures, packaging and social media graphics, designed to one consistent look and delivered with print-ready and editable files.",
  image: { alt: "Illustration of a designer's tablet with a pen, colour swatches and a logo sketch" },
  cards: {
    "gd-logo-brand-identity": {
      title: "Logo & Brand Identity",
      description:
        "A logo in full, compact and icon versions, with your colours, typefaces and a short brand guide showing how to use them. Includes business cards, letterhead and social profile images.",
      image: { alt: "Illustration of a logo mark shown on a business card, letterhead and colour palette" },
    },
    "gd-social-media-creatives": {
      title: "Social Media & Ad Creatives",
      description:
        "Post templates, carousels, story frames and ad banners in every size Facebook, Instagram, TikTok and Google need, built on editable templates so your team can make quick changes in Canva or Figma.",
      image: { alt: "Illustration of square, vertical and wide social media posts arranged in a grid" },
    },
    "gd-print-packaging": {
      title: "Print & Packaging Design",
      description:
        "Brochures, catalogues, flyers, banners, labels and product boxes prepared with correct bleed, colour profiles and die-lines, so the job comes back from the printer looking the way it did on screen.",
      image: { alt: "Illustration of a folded brochure next to a printed product box and label" },
    },
    "gd-design-projects": {
      title: "Design Projects",
      description:
        "Look through the brand identities, packaging and campaign graphics we have created for shops, restaurants, clinics and start-ups, from the first sketches to the finished artwork.",
      image: { alt: "Illustration of a portfolio spread with logos, posters and packaging mock-ups" },
    },
  },
} satisfies CategoryStrings<CardId<typeof graphicsDesignStructure>>;
