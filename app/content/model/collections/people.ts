import { collection } from "../collection.ts";
import { idField, imageField, optionsOf } from "../common-fields.ts";

const sectors = [
  { value: "medical", label: "Healthcare and medical" },
  { value: "cleaning", label: "Cleaning and facility services" },
  { value: "agency", label: "Agencies and studios" },
  { value: "retail", label: "Shops and e-commerce" },
  { value: "food", label: "Food and restaurants" },
  { value: "agriculture", label: "Agriculture and fisheries" },
  { value: "manufacturing", label: "Manufacturing and garments" },
  { value: "education", label: "Education" },
  { value: "finance", label: "Finance and payments" },
  { value: "travel", label: "Travel and tourism" },
  { value: "real-estate", label: "Real estate and construction" },
  { value: "logistics", label: "Logistics and transport" },
  { value: "nonprofit", label: "Non-profit" },
  { value: "other", label: "Other" },
] as const;

export const projects = collection({
  label: "Latest projects",
  help: "Websites and apps the agency built, on the projects page and the home page.",
  file: "projects",
  list: { min: 1, max: 24, id: "id", name: "title", item: "project" },
  fields: {
    id: idField,
    title: { kind: "text", lines: "one", label: "Title", min: 3, max: 80 },
    description: { kind: "text", lines: "paragraph", label: "Description", min: 40, max: 320 },
    image: imageField,
    href: { kind: "link", label: "Link to the project" },
    sector: { kind: "choice", label: "Sector", options: sectors },
  },
});

export const socialNetworks = ["facebook", "linkedin", "x", "github", "behance", "instagram"] as const;
const networkNames = {
  facebook: "Facebook",
  linkedin: "LinkedIn",
  x: "X",
  github: "GitHub",
  behance: "Behance",
  instagram: "Instagram",
};

export const teamMembers = collection({
  label: "Team members",
  help: "The people on the team page; articles name their author among them.",
  file: "team-members",
  list: { min: 1, max: 24, id: "id", name: "name", item: "team member" },
  fields: {
    id: idField,
    name: { kind: "text", lines: "one", label: "Name", min: 3, max: 60 },
    role: { kind: "text", lines: "one", label: "Role", min: 3, max: 80 },
    bio: { kind: "text", lines: "paragraph", label: "Short biography", min: 40, max: 240 },
    image: imageField,
    socials: {
      kind: "list",
      label: "Profiles",
      item: "profile",
      min: 1,
      max: socialNetworks.length,
      unique: "network",
      of: {
        kind: "group",
        label: "Profile",
        fields: {
          network: {
            kind: "choice",
            label: "Network",
            options: optionsOf(socialNetworks, networkNames),
          },
          href: { kind: "link", label: "Profile's address" },
        },
      },
    },
  },
});

export const testimonialCountries = ["Bangladesh", "United Arab Emirates", "Saudi Arabia", "United Kingdom"] as const;

export const testimonials = collection({
  label: "Testimonials",
  help: "What clients said, on the clients page and the home page.",
  file: "testimonials",
  list: { min: 1, max: 30, id: "id", name: "name", item: "testimonial" },
  fields: {
    id: idField,
    name: { kind: "text", lines: "one", label: "Client's name", min: 3, max: 80 },
    country: {
      kind: "choice",
      label: "Country",
      options: optionsOf(testimonialCountries),
    },
    designation: { kind: "text", lines: "one", label: "Where they are from, as the page says it", min: 3, max: 80 },
    image: imageField,
    feedback: { kind: "text", lines: "paragraph", label: "What they said", min: 60, max: 420 },
  },
});
