import { z } from "zod";
import { flag, milliseconds, setting, settingDocs } from "./setting.ts";

/** The HTTP server: where it listens, what it trusts, how long it waits for slow clients. */
export const httpFields = {
  PORT: setting(z.coerce.number().int().min(0).max(65535))
    .default(3000)
    .register(settingDocs, { description: "HTTP port (`0`: any free port, for tests)." }),
  HOST: setting(z.string()).default("0.0.0.0").register(settingDocs, {
    description:
      "Interface to listen on. `127.0.0.1` behind a proxy on the same host, so that only the proxy reaches Node.",
  }),
  NODE_ENV: setting(z.enum(["production", "development", "test"]))
    .default("production")
    .register(settingDocs, {
      description:
        "Leave unset or `production`. (React's development build is slower and puts error details into pages.)",
    }),
  BUILD_DIR: setting(z.string()).default("build").register(settingDocs, {
    description: "Where the production build is (the launchers in `bin/` read it to find the server bundle).",
  }),
  // 64 KiB: a full 5,000-character Bangla message is ~45 KB once a browser percent-encodes it.
  CONTACT_MAX_BODY_BYTES: setting(z.coerce.number().int().min(1024)).default(65_536).register(settingDocs, {
    description:
      "Largest POST body accepted (413 above), for every POST but an image upload (`CONTENT_IMAGE_MAX_BYTES`). 64 KiB fits a full 5,000-character Bangla message, which a browser percent-encodes to ~45 KB.",
  }),
  // "1" only behind a reverse proxy that sets X-Forwarded-For; otherwise any visitor could forge it.
  TRUST_PROXY: setting(flag('"1" (behind a reverse proxy) or "0"')).default("0").register(settingDocs, {
    description:
      "`1` behind a reverse proxy: the client IP is the first `X-Forwarded-For` hop, and `X-Forwarded-Proto: https` means the visitor used HTTPS (then `Strict-Transport-Security` is sent). Never set it without a proxy: anyone could then choose their IP.",
  }),
  // Slow clients (slowloris): a request's headers must arrive within HEADERS_TIMEOUT_MS, the
  // whole request (headers and body) within REQUEST_TIMEOUT_MS, or the socket is closed.
  HEADERS_TIMEOUT_MS: setting(milliseconds(100, 600_000)).default(10_000).register(settingDocs, {
    description:
      "A request's headers must arrive within this time, or the socket is closed with 408 (slow clients, slowloris). 100 to 600,000.",
  }),
  REQUEST_TIMEOUT_MS: setting(milliseconds(100, 600_000)).default(30_000).register(settingDocs, {
    description: "The whole request (headers and body) must arrive within this time. At least `HEADERS_TIMEOUT_MS`.",
  }),
  // A proxy in front must give up on idle upstream connections sooner (deploy/nginx.conf: 4 s),
  // or it may reuse a closing one.
  KEEP_ALIVE_TIMEOUT_MS: setting(milliseconds(100, 600_000)).default(5_000).register(settingDocs, {
    description:
      "An idle keep-alive connection is closed after this time. A proxy that reuses connections to Node must drop idle ones sooner (`deploy/nginx.conf`: 4 s).",
  }),
  SHUTDOWN_TIMEOUT_MS: setting(milliseconds(100, 600_000)).default(10_000).register(settingDocs, {
    description:
      "On SIGTERM or SIGINT, how long requests in flight may take to finish. Keep it below your process manager's own grace period (Docker: 10 s; the Dockerfile sets 8000).",
  }),
};

type HttpFields = z.output<z.ZodObject<typeof httpFields>>;

export function httpSettings(env: HttpFields) {
  return {
    port: env.PORT,
    host: env.HOST,
    nodeEnv: env.NODE_ENV,
    buildDir: env.BUILD_DIR,
    maxBodyBytes: env.CONTACT_MAX_BODY_BYTES,
    trustProxy: env.TRUST_PROXY === "1",
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}

export type HttpSettings = ReturnType<typeof httpSettings>;
