import { z } from "zod";
import { webLink } from "./schemas.ts";

/**
 * The site configuration in one language: the edition's `site` record (app/content/edition/data/
 * site.json) after its text pairs are read in that language, checked by the edition's rules before
 * every Publish. The addresses the server needs before the store is reachable stay in code
 * (site-origins.ts).
 */

const socialNetworks = ["facebook", "instagram", "linkedin", "x", "youtube", "github", "behance", "pinterest"] as const;
export const socialNetworkSchema = z.enum(socialNetworks);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

const phoneSchema = z.object({
  display: z.string().min(5),
  /** E.164 form, used in tel: and wa.me links. */
  e164: z.string().regex(/^\+\d{8,15}$/, "must be in E.164 form, e.g. +8801712345678"),
});

const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time, e.g. 10:00");

/**
 * When the office is open, as search engines read it (schema.org OpeningHoursSpecification): the
 * words the pages show stay in `officeHours`, written for people in each language.
 */
const openingHoursSchema = z
  .object({ days: z.array(z.enum(weekDays)).min(1), opens: clockTime, closes: clockTime })
  .refine((hours) => hours.opens < hours.closes, { message: "must close after it opens", path: ["closes"] });

const socialProfileSchema = z.object({ network: socialNetworkSchema, label: z.string().min(1), href: webLink });

export const siteConfigSchema = z.object({
  brand: z.string().min(2),
  legalName: z.string().min(2),
  tagline: z.string().min(5),
  foundedYear: z.number().int().min(1990),
  email: z.email(),
  careersEmail: z.email(),
  phone: phoneSchema,
  whatsapp: phoneSchema,
  telegramHandle: z.string().regex(/^[A-Za-z0-9_]{5,32}$/),
  messengerHandle: z.string().regex(/^[A-Za-z0-9.]{3,50}$/),
  // Specification: "eight social links", one per network (the network names the icon).
  socialProfiles: z
    .array(socialProfileSchema)
    .length(8)
    .refine((profiles) => new Set(profiles.map((p) => p.network)).size === profiles.length, {
      message: "each network may have one profile only",
    }),
  mobilePayments: z
    .array(
      z.object({
        provider: z.enum(["bKash", "Nagad", "Rocket"]),
        /** Words ("Personal"), shown next to the number. */
        accountType: z.string().min(1),
        number: z.string().regex(/^01\d{3}-\d{6}$/, "must be a Bangladeshi mobile number, e.g. 01712-345678"),
      }),
    )
    .min(1),
  address: z.object({
    street: z.string().min(1),
    locality: z.string().min(1),
    region: z.string().min(1),
    postalCode: z.string().regex(/^\d{4}$/, "must be a four-digit postcode"),
    country: z.string().min(1),
    countryCode: z.string().length(2),
  }),
  /** The office's position, for maps and local search (decimal degrees, WGS 84). */
  geo: z.object({
    latitude: z.number().min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90"),
    longitude: z.number().min(-180, "must be between -180 and 180").max(180, "must be between -180 and 180"),
  }),
  officeHours: z.string().min(1),
  openingHours: z.array(openingHoursSchema).min(1),
  /** The countries the agency works for (ISO 3166-1 alpha-2 code, and the name the page's language uses). */
  areaServed: z
    .array(
      z.object({
        countryCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code, e.g. BD"),
        name: z.string().min(2),
      }),
    )
    .min(1),
  /**
   * The agency's own office video, shown behind a click-to-load facade in the company block. With
   * no `youtubeId` the block shows its poster alone: nothing to play, no link to YouTube. Set it to
   * the 11-character id (the part after "v=") only once the agency publishes its own walk-through:
   * a sample video that is not the agency's must never ship. Empty in the data file, so that the
   * editor's form has the field to fill (a form shows only the fields a record has).
   */
  officeVideo: z.object({
    youtubeId: z
      .union([z.literal(""), z.string().regex(/^[\w-]{11}$/, "must be an 11-character YouTube id")])
      .optional(),
    title: z.string().min(1),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
