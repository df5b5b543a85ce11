import type { ServiceCategory } from "../schemas.ts";
import { agencyUrl } from "../site-config.ts";

export const graphicsDesign = {
  slug: "graphics-design",
  name: "Graphics Design",
  heading: "Graphics Design",
  subtitle:
    "Logos, brand identities, print, packaging and social media graphics that look like they belong to the same business, supplied in every file format your printers and staff will need.",
  metaDescription:
    "Logo and brand identity design, print and packaging, and social media graphics from a design team in Dhaka, with editable source files included.",
  summary:
    "Logos and brand identities, brochures, packaging and social media graphics, designed to one consistent look and delivered with print-ready and editable files.",
  image: {
    src: "/art/services/graphics-design.svg",
    alt: "Illustration of a designer's tablet with a pen, colour swatches and a logo sketch",
    width: 640,
    height: 420,
  },
  externalHref: agencyUrl("/services/graphics-design"),
  cards: [
    {
      id: "gd-logo-brand-identity",
      title: "Logo & Brand Identity",
      description:
        "A logo in full, compact and icon versions, with your colours, typefaces and a short brand guide showing how to use them. Includes business cards, letterhead and social profile images.",
      image: {
        src: "/art/cards/graphics-design/gd-logo-brand-identity.svg",
        alt: "Illustration of a logo mark shown on a business card, letterhead and colour palette",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/brand-identity"),
      kind: "service",
    },
    {
      id: "gd-social-media-creatives",
      title: "Social Media & Ad Creatives",
      description:
        "Post templates, carousels, story frames and ad banners in every size Facebook, Instagram, TikTok and Google need, built on editable templates so your team can make quick changes in Canva or Figma.",
      image: {
        src: "/art/cards/graphics-design/gd-social-media-creatives.svg",
        alt: "Illustration of square, vertical and wide social media posts arranged in a grid",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/brand-identity"),
      kind: "service",
    },
    {
      id: "gd-print-packaging",
      title: "Print & Packaging Design",
      description:
        "Brochures, catalogues, flyers, banners, labels and product boxes prepared with correct bleed, colour profiles and die-lines, so the job comes back from the printer looking the way it did on screen.",
      image: {
        src: "/art/cards/graphics-design/gd-print-packaging.svg",
        alt: "Illustration of a folded brochure next to a printed product box and label",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/print-design"),
      kind: "service",
    },
    {
      id: "gd-design-projects",
      title: "Design Projects",
      description:
        "Look through the brand identities, packaging and campaign graphics we have created for shops, restaurants, clinics and start-ups, from the first sketches to the finished artwork.",
      image: {
        src: "/art/cards/graphics-design/gd-design-projects.svg",
        alt: "Illustration of a portfolio spread with logos, posters and packaging mock-ups",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/graphics-design"),
      kind: "projects",
    },
  ],
} satisfies ServiceCategory;
