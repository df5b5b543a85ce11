import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";

/** What the server knows about the request being handled, wherever in its async work it is. */
export type RequestContext = {
  id: string;
  /** The first unexpected error met while answering (logged with the request, once). */
  error?: unknown;
  /** Set when the response is done: work the request merely started (email retries) is not it. */
  done: boolean;
};

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` so that log lines written during it carry the request id. */
export const runInRequest = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);

/**
 * Runs `work` as the server's own, outside whatever request started it (a publish answered in the
 * staff area starts the pages' refresh): nothing it does is that request's, not its log lines,
 * nor what the request alone may see.
 */
export const outsideRequest = <T>(work: () => T): T => storage.exit(work);

export function currentRequest(): RequestContext | undefined {
  const context = storage.getStore();
  return context && !context.done ? context : undefined;
}

// A proxy's id (nginx's $request_id, a load balancer's) is kept, so one id follows a request
// through every log; anything else a client sends there is replaced, so it cannot forge log lines.
const acceptedId = /^[\w-]{8,64}$/;
// Process prefix + counter: unique across restarts and processes, and far cheaper per request
// than random bytes, which matters on the static-file hot path.
const prefix = randomBytes(6).toString("base64url");
let counter = 0;

export function requestId(incoming: string | string[] | undefined): string {
  if (typeof incoming === "string" && acceptedId.test(incoming)) return incoming;
  counter += 1;
  return `${prefix}-${counter.toString(36)}`;
}
