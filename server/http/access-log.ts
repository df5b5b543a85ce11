import type { IncomingMessage, ServerResponse } from "node:http";
import { describeError, log } from "../shared/log.ts";
import type { RequestContext } from "../shared/request-context.ts";

/**
 * Writes the one log line of a non-static request when its response is done or the client left:
 * an access line at info level, or, if something threw, an error line that carries the error, so
 * every error is logged exactly once and always next to its request id.
 *
 * Only what an operator needs: the path without its query string (which may carry personal data),
 * never the body or form values, never the client's IP. Static file hits are not logged at all:
 * they are most of the traffic and would drown these lines and slow the hot path.
 */
export function logWhenDone(req: IncomingMessage, res: ServerResponse, context: RequestContext, path: string) {
  const startedAt = performance.now();
  res.once("close", () => {
    context.done = true;
    const fields: Record<string, unknown> = {
      requestId: context.id,
      method: req.method,
      path,
      status: res.headersSent ? res.statusCode : null,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    };
    if (!res.writableFinished) fields.aborted = true; // the client left before the answer was complete
    if (context.error === undefined) log.info("request", fields);
    else log.error("request failed", { ...fields, ...describeError(context.error) });
  });
}

/** The path of a URL that `new URL` refused, for the log: no query string, bounded length. */
export function rawPath(url: string | undefined): string {
  return (url ?? "").slice(0, 200).split("?")[0]!;
}
