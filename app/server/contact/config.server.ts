import { z } from "zod";

// Deployments often leave a variable present but empty (KEY= in an env file): that means "unset".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const envSchema = z
  .object({
    CONTACT_DB_PATH: optional(z.string()).default("./data/contact.sqlite"),
    IP_HASH_SALT: optional(z.string().min(16, "must be at least 16 characters")),
    SMTP_URL: optional(
      z.url({ protocol: /^smtps?$/, error: "must look like smtp://user:password@host:587 or smtps://…" }),
    ),
    CONTACT_TO: optional(z.email("must be an email address")),
    CONTACT_FROM: optional(z.string().max(200)),
    CONTACT_RATE_LIMIT: optional(z.coerce.number().int().min(0)).default(5),
    CONTACT_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1)).default(600),
  })
  .superRefine((env, ctx) => {
    // Mail without a recipient would fail on every message; say so at start-up instead.
    if (env.SMTP_URL && !env.CONTACT_TO) {
      ctx.addIssue({ code: "custom", path: ["CONTACT_TO"], message: "is required when SMTP_URL is set" });
    }
  });

export type ContactConfig = {
  dbPath: string;
  /** Undefined: a random salt is generated once and kept in the database. */
  ipHashSalt?: string;
  /** Undefined: messages are stored only, nobody is emailed. */
  smtp?: { url: string; to: string; from?: string };
  rateLimit: { limit: number; windowSeconds: number };
};

/** Reads the contact form's settings once at start-up; a bad value names its variable. */
export function parseContactConfig(source: NodeJS.ProcessEnv = process.env): ContactConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid contact form environment variables:\n${problems.join("\n")}`);
  }
  const env = result.data;
  return {
    dbPath: env.CONTACT_DB_PATH,
    ipHashSalt: env.IP_HASH_SALT,
    smtp:
      env.SMTP_URL && env.CONTACT_TO ? { url: env.SMTP_URL, to: env.CONTACT_TO, from: env.CONTACT_FROM } : undefined,
    rateLimit: { limit: env.CONTACT_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
  };
}
