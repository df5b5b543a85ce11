import { collection } from "../collection.ts";
import { optionsOf } from "../common-fields.ts";

export const profileNetworks = [
  "facebook",
  "instagram",
  "linkedin",
  "x",
  "youtube",
  "github",
  "behance",
  "pinterest",
] as const;
const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const clockTime = { kind: "code", pattern: /^([01]\d|2[0-3]):[0-5]\d$/, example: "10:00 (a 24-hour time)" } as const;
const countryCode = {
  kind: "code",
  label: "Country code",
  pattern: /^[A-Z]{2}$/,
  example: "BD (a two-letter country code)",
} as const;

/**
 * The brand and contact details (the site configuration), which every page, email and structured
 * data block reads. Texts may name them as {brand}, {email}, {phone}, {whatsapp}, {careersEmail}.
 */
export const site = collection({
  label: "Brand and contact details",
  help: "The agency's name, addresses and numbers, on every page and in every email.",
  file: "site",
  fields: {
    brand: { kind: "text", lines: "one", label: "Brand", untranslated: true, min: 2, max: 60 },
    legalName: { kind: "text", lines: "one", label: "Legal name", untranslated: true, min: 2, max: 100 },
    tagline: { kind: "text", lines: "one", label: "Tagline", min: 5, max: 120 },
    foundedYear: { kind: "number", label: "Founded in", integer: true, min: 1990, max: 2100 },
    email: { kind: "email", label: "Email" },
    careersEmail: { kind: "email", label: "Email for job applications" },
    phone: { kind: "phone", label: "Phone" },
    whatsapp: { kind: "phone", label: "WhatsApp" },
    telegramHandle: {
      kind: "code",
      label: "Telegram username",
      pattern: /^[A-Za-z0-9_]{5,32}$/,
      example: "jamdani_digital",
    },
    messengerHandle: {
      kind: "code",
      label: "Messenger username",
      pattern: /^[A-Za-z0-9.]{3,50}$/,
      example: "jamdani.digital",
    },
    socialProfiles: {
      kind: "list",
      label: "Social profiles",
      item: "profile",
      min: 1,
      max: profileNetworks.length,
      unique: "network",
      of: {
        kind: "group",
        label: "Profile",
        fields: {
          network: { kind: "choice", label: "Network", options: optionsOf(profileNetworks) },
          label: { kind: "text", lines: "one", label: "Name shown", untranslated: true, min: 1, max: 40 },
          href: { kind: "link", label: "Address" },
        },
      },
    },
    mobilePayments: {
      kind: "list",
      label: "Mobile payments",
      item: "account",
      min: 1,
      max: 3,
      unique: "provider",
      of: {
        kind: "group",
        label: "Account",
        fields: {
          provider: { kind: "choice", label: "Provider", options: optionsOf(["bKash", "Nagad", "Rocket"] as const) },
          accountType: { kind: "text", lines: "one", label: "Account type", min: 1, max: 40 },
          number: { kind: "code", label: "Number", pattern: /^01\d{3}-\d{6}$/, example: "01712-345678" },
        },
      },
    },
    address: {
      kind: "group",
      label: "Address",
      fields: {
        street: { kind: "text", lines: "one", label: "Street", min: 1, max: 120 },
        locality: { kind: "text", lines: "one", label: "Area or city", min: 1, max: 80 },
        region: { kind: "text", lines: "one", label: "Region", min: 1, max: 80 },
        postalCode: { kind: "code", label: "Postcode", pattern: /^\d{4}$/, example: "1213" },
        country: { kind: "text", lines: "one", label: "Country", min: 1, max: 80 },
        countryCode,
      },
    },
    geo: {
      kind: "group",
      label: "Position on the map",
      fields: {
        latitude: { kind: "number", label: "Latitude", min: -90, max: 90 },
        longitude: { kind: "number", label: "Longitude", min: -180, max: 180 },
      },
    },
    officeHours: { kind: "text", lines: "one", label: "Office hours, as people read them", min: 1, max: 160 },
    openingHours: {
      kind: "list",
      label: "Opening hours, for search engines",
      item: "time span",
      min: 1,
      max: 7,
      of: {
        kind: "group",
        label: "Time span",
        fields: {
          days: {
            kind: "list",
            label: "Days",
            item: "day",
            min: 1,
            max: 7,
            of: { kind: "choice", label: "Day", options: optionsOf(weekDays) },
          },
          opens: { ...clockTime, label: "Opens" },
          closes: { ...clockTime, label: "Closes" },
        },
        checks: [
          {
            field: "closes",
            message: "must close after it opens",
            test: (hours) => String(hours.opens) < String(hours.closes),
          },
        ],
      },
    },
    areaServed: {
      kind: "list",
      label: "Countries served",
      item: "country",
      min: 1,
      max: 20,
      unique: "countryCode",
      of: {
        kind: "group",
        label: "Country",
        fields: { countryCode, name: { kind: "text", lines: "one", label: "Name", min: 2, max: 80 } },
      },
    },
    officeVideo: {
      kind: "group",
      label: "Office video",
      fields: {
        youtubeId: {
          kind: "code",
          label: "YouTube video id",
          help: "The 11 characters after v= in the video's address. Add it once the agency publishes its own video.",
          pattern: /^[\w-]{11}$/,
          example: "dQw4w9WgXcQ",
          optional: true,
        },
        title: { kind: "text", lines: "one", label: "Video title", min: 1, max: 120 },
      },
    },
  },
});
