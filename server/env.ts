import { z } from "zod";

/**
 * Server settings, read once at start-up. A bad value stops the server with a message that names
 * the variable, instead of failing later on the first request that needs it.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  BUILD_DIR: z.string().min(1).default("build"),
  // 64 KiB: a full 5,000-character Bangla message is ~45 KB once a browser percent-encodes it.
  CONTACT_MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(65_536),
  // "1" only behind a reverse proxy that sets X-Forwarded-For; otherwise any visitor could forge it.
  TRUST_PROXY: z
    .enum(["0", "1"], { error: 'must be "1" (behind a reverse proxy) or "0"' })
    .default("0")
    .transform((value) => value === "1"),
});

export type ServerEnv = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n${problems.join("\n")}`);
}
