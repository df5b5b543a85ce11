import { collection } from "../collection.ts";
import { headingField, idField, paragraphField } from "../common-fields.ts";

const heading = (label: string) => ({ ...headingField, label });
const paragraph = (label: string) => ({ ...paragraphField, label });

export const officeCards = collection({
  label: "Offices and contact cards",
  help: "The cards of the contact page: addresses, hours, who to write to.",
  file: "office-cards",
  list: { min: 1, max: 8, id: "id", name: "title", item: "card" },
  fields: {
    id: idField,
    title: { kind: "text", lines: "one", label: "Title", min: 3, max: 60 },
    lines: {
      kind: "list",
      label: "Lines",
      item: "line",
      min: 1,
      max: 8,
      of: { kind: "text", lines: "one", label: "Line", min: 2, max: 160 },
    },
  },
});

export const company = collection({
  label: "Company text",
  help: "The headings and paragraphs of the sections about the company.",
  file: "company",
  fields: {
    aboutHeading: heading("About: heading"),
    aboutText: {
      kind: "list",
      label: "About: paragraphs",
      item: "paragraph",
      min: 1,
      max: 8,
      of: paragraph("Paragraph"),
    },
    missionHeading: heading("Mission: heading"),
    mission: paragraph("Mission"),
    expertiseHeading: heading("Expertise: heading"),
    expertise: {
      kind: "list",
      label: "Expertise",
      item: "skill",
      min: 3,
      max: 16,
      of: { kind: "text", lines: "one", label: "Skill", min: 3, max: 90 },
    },
    paymentsHeading: heading("Payments: heading"),
    paymentsNote: paragraph("Payments: note"),
    videoHeading: heading("Office video: heading"),
    videoPosterAlt: { kind: "text", lines: "one", label: "Office video: poster's description", min: 3, max: 200 },
    teamHeading: heading("Team: heading"),
    teamSubtitle: paragraph("Team: subtitle"),
    testimonialsHeading: heading("Testimonials: heading"),
    testimonialsSubtitle: { kind: "text", lines: "paragraph", label: "Testimonials: subtitle", min: 3, max: 700 },
    contactHeading: heading("Contact: heading"),
    contactSubtitle: paragraph("Contact: subtitle"),
    followHeading: heading("Follow us: heading"),
    followText: paragraph("Follow us: text"),
    projectsHeading: heading("Projects: heading"),
    projectsSubtitle: paragraph("Projects: subtitle"),
    servicesHeading: heading("Services: heading"),
    servicesSubtitle: paragraph("Services: subtitle"),
    statsHeading: heading("Figures: heading"),
    statsSubtitle: paragraph("Figures: subtitle"),
  },
});

const title = { kind: "text", lines: "one", label: "Title in the browser tab", min: 2, max: 60 } as const;
const description = {
  kind: "text",
  lines: "paragraph",
  label: "Description for search engines",
  min: 50,
  max: 170,
} as const;
const pageHeading = { kind: "text", lines: "one", label: "Heading", min: 3, max: 90 } as const;
const intro = { kind: "text", lines: "paragraph", label: "Introduction", min: 20, max: 400 } as const;
export const pages = collection({
  label: "Page titles and descriptions",
  help: "Each page's title in the browser tab and in search results.",
  file: "pages",
  fields: {
    home: { kind: "group", label: "Home page", fields: { title, description, heading: pageHeading } },
    services: { kind: "group", label: "Services", fields: { title, description, heading: pageHeading } },
    projects: { kind: "group", label: "Latest projects", fields: { title, description, heading: pageHeading } },
    about: { kind: "group", label: "About us", fields: { title, description } },
    contact: { kind: "group", label: "Contact", fields: { title, description } },
    team: { kind: "group", label: "Expert team", fields: { title, description } },
    clients: { kind: "group", label: "Happy clients", fields: { title, description } },
    privacy: { kind: "group", label: "Privacy", fields: { title, description, heading: pageHeading, intro } },
    notFound: { kind: "group", label: "Page not found", fields: { title, description, heading: pageHeading, intro } },
  },
});
