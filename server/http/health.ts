import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "../shared/log.ts";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers.ts";

export const healthPath = "/healthz";

/** The contact service's check: a real write to the messages database (SQLite or PostgreSQL). */
export type HealthCheck = () => Promise<{ ok: true } | { ok: false; error: string }>;

const bodies = {
  ok: JSON.stringify({ status: "ok", database: "ok" }),
  degraded: JSON.stringify({ status: "degraded", database: "unavailable" }),
};
// prettier-ignore
const fixedHeaders = [
  ...Object.entries(baseSecurityHeaders).flat(),
  "Content-Security-Policy", contentSecurityPolicy(),
  "Content-Type", "application/json; charset=utf-8",
  // A probe must see the state now, never a copy a cache or proxy kept.
  "Cache-Control", "no-store",
];

/**
 * `GET /healthz` (or HEAD) for load balancers, Docker and uptime monitors: 200 while the messages
 * database takes writes, 503 when it does not (pages still work then; the form answers 503).
 * A healthy probe is not logged (probes every few seconds would drown the log); a failing one is.
 */
export async function serveHealth(
  req: IncomingMessage,
  res: ServerResponse,
  check: HealthCheck,
  id: string,
  extraHeaders: string[],
) {
  const health = await check();
  const body = health.ok ? bodies.ok : bodies.degraded;
  if (!health.ok) {
    log.warn("health check failed: messages database unavailable", { requestId: id, error: health.error });
  }
  res.writeHead(health.ok ? 200 : 503, [
    ...fixedHeaders,
    "Content-Length",
    String(Buffer.byteLength(body)),
    ...extraHeaders,
  ]);
  res.end(req.method === "HEAD" ? undefined : body);
}
