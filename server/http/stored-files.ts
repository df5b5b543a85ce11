import type { IncomingMessage, ServerResponse } from "node:http";
import { sendPlain } from "./rendered-response.ts";

/** A file a capability keeps in the store (an uploaded image), named by a hash of its content. */
export type StoredFile = { body: Uint8Array; contentType: string; etag: string };

/**
 * Files under `prefix` that live in the store, not in the build: every instance reads the same
 * rows, so a file uploaded through one is served by all. `read` says what a path holds; the
 * capability that owns the prefix decides which paths name a file (server/site-app.ts wires it).
 */
export type StoredFiles = {
  prefix: string;
  read(pathname: string): Promise<StoredFile | "not found" | "unavailable">;
};

/** A stored file's address names its content: it never changes, so browsers and proxies keep it a year. */
const immutable = "public, max-age=31536000, immutable";

/**
 * Answers a GET or HEAD for a stored file. The security headers and the strict default CSP are
 * already set (http-app.ts), as for every answer but a build file's; nosniff among them keeps a
 * browser from reading the bytes as anything but their Content-Type.
 */
export async function serveStoredFile(req: IncomingMessage, res: ServerResponse, files: StoredFiles, pathname: string) {
  const file = await files.read(pathname);
  if (file === "not found") return sendPlain(res, 404, "No such file.");
  if (file === "unavailable") {
    return sendPlain(res, 503, "This file is unavailable right now. Try again in a minute.", { "Retry-After": "30" });
  }
  const headers = { "Cache-Control": immutable, ETag: file.etag };
  if (req.headers["if-none-match"] === file.etag) return void res.writeHead(304, headers).end();
  res.writeHead(200, { ...headers, "Content-Type": file.contentType, "Content-Length": String(file.body.length) });
  res.end(req.method === "HEAD" ? undefined : file.body);
}
