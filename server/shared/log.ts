import { currentRequest } from "./request-context.ts";

/**
 * One JSON object per line on stdout/stderr: easy to read by eye and to ship to a log store.
 * A line written while a request is being answered carries its id, so the contact service's own
 * lines can be matched with the request's access line.
 */
function write(level: "info" | "warn" | "error", message: string, fields: Record<string, unknown> = {}) {
  const requestId = currentRequest()?.id;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
  if (level === "error") console.error(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};

/** An error for the log: its message and where it came from. The stack goes to the log only, never to a visitor. */
export function describeError(error: unknown): { error: string; stack?: string[] } {
  if (!(error instanceof Error)) return { error: String(error) };
  const stack = error.stack
    ?.split("\n")
    .slice(1, 9)
    .map((frame) => frame.trim());
  return { error: `${error.name}: ${error.message}`, ...(stack?.length ? { stack } : {}) };
}
