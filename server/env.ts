import { z } from "zod";

const milliseconds = (fallback: number) => z.coerce.number().int().min(100).max(600_000).default(fallback);

/**
 * Server settings, read once at start-up. A bad value stops the server with a message that names
 * the variable, instead of failing later on the first request that needs it.
 */
const envSchema = z
  .object({
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
    // Slow clients (slowloris): a request's headers must arrive within HEADERS_TIMEOUT_MS, the
    // whole request (headers and body) within REQUEST_TIMEOUT_MS, or the socket is closed.
    HEADERS_TIMEOUT_MS: milliseconds(10_000),
    REQUEST_TIMEOUT_MS: milliseconds(30_000),
    // An idle keep-alive connection is closed after this long. A proxy in front must give up on
    // idle upstream connections sooner (deploy/nginx.conf: 4 s), or it may reuse a closing one.
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
    // SIGTERM/SIGINT: how long in-flight requests get to finish before their sockets are cut.
    SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  })
  .superRefine((env, ctx) => {
    // Node refuses to start a server whose headers may take longer than the whole request.
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({ code: "custom", path: ["HEADERS_TIMEOUT_MS"], message: "must not exceed REQUEST_TIMEOUT_MS" });
    }
  });

export type ServerEnv = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n${problems.join("\n")}`);
}
