import type { IncomingMessage } from "node:http";
import type { AnalyticsService } from "./analytics-service.server.ts";
import { clientIp } from "../http/request-input.ts";

/**
 * Hands an answered request to the page view counter (docs/analytics.md): called after the
 * response was written, for prerendered pages served from memory and for pages React Router
 * rendered (the 404 page). The counter decides what is a view; it never waits and never throws.
 */
export function countAnswer(
  analytics: AnalyticsService,
  req: IncomingMessage,
  answer: { pathname: string; status: number; html: boolean; trustProxy: boolean },
): void {
  // Only a GET can be a view: everything else is turned away before any work.
  if (req.method !== "GET" || !answer.html) return;
  analytics.count({
    method: req.method,
    url: req.url ?? "/",
    pathname: answer.pathname,
    status: answer.status,
    html: answer.html,
    headers: req.headers,
    // The same address the contact form's attribution hashes: a forged X-Forwarded-For counts
    // only behind a proxy the operator vouched for (TRUST_PROXY=1).
    address: clientIp(req, answer.trustProxy),
  });
}
