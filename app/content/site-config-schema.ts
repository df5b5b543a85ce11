import { z } from "zod";

/** Shape of app/content/site-config.ts, checked by the content test. */
const socialNetworks = ["facebook", "instagram", "linkedin", "x", "youtube", "github", "behance", "pinterest"] as const;

export const socialNetworkSchema = z.enum(socialNetworks);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

const phoneSchema = z.object({
  display: z.string().min(5),
  /** E.164 form, used in tel: and wa.me links. */
  e164: z.string().regex(/^\+\d{8,15}$/),
});

export const siteConfigSchema = z.object({
  brand: z.string().min(2),
  legalName: z.string().min(2),
  tagline: z.string().min(5),
  foundedYear: z.number().int().min(1990),
  productionUrl: z.url(),
  /** The agency's separate site that many service and project links open in a new tab. */
  agencySiteUrl: z.url(),
  email: z.email(),
  careersEmail: z.email(),
  phone: phoneSchema,
  whatsapp: phoneSchema,
  telegramHandle: z.string().regex(/^[A-Za-z0-9_]{5,32}$/),
  messengerHandle: z.string().regex(/^[A-Za-z0-9.]{3,50}$/),
  socialProfiles: z.array(z.object({ network: socialNetworkSchema, label: z.string(), href: z.url() })).length(8),
  mobilePayments: z
    .array(
      z.object({
        provider: z.enum(["bKash", "Nagad", "Rocket"]),
        accountType: z.literal("Personal"),
        number: z.string().regex(/^01\d{3}-\d{6}$/),
      }),
    )
    .min(1),
  address: z.object({
    street: z.string(),
    locality: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
    countryCode: z.string().length(2),
  }),
  officeHours: z.string(),
  /**
   * The agency's own office video, shown behind a click-to-load facade in the company block. With
   * no `youtubeId` the block shows its poster alone: nothing to play, no link to YouTube.
   */
  officeVideo: z.object({
    youtubeId: z
      .string()
      .regex(/^[\w-]{11}$/)
      .optional(),
    title: z.string(),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
