import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { acceptsEncoding } from "./request-input.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

function preferredEncoding(req: IncomingMessage): "br" | "gzip" | "identity" {
  const accepted = req.headers["accept-encoding"];
  if (acceptsEncoding(accepted, "br")) return "br";
  if (acceptsEncoding(accepted, "gzip")) return "gzip";
  return "identity";
}

/** A short plain-text answer the server gives itself (400, 403, 405, 413, 500): never cached. */
export function sendPlain(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(message);
}

/**
 * Sends what React Router rendered (404 page, form answers, staff pages), compressed when worth
 * it, on libuv's threads: a large answer (an article's preview, an export) never holds the event
 * loop, and the visitors' requests behind it, while it is compressed. HTML gets `pagePolicy` (page-policy.ts), fixed for its path: never hashes of the scripts
 * the rendered HTML happens to contain, which would allow any script injected into it.
 */
export async function sendRendered(req: IncomingMessage, res: ServerResponse, response: Response, pagePolicy: string) {
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("Content-Type") ?? "";
  response.headers.forEach((value, key) => {
    if (key !== "content-length" && key !== "set-cookie") res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (contentType.startsWith("text/html")) {
    res.setHeader("Content-Security-Policy", pagePolicy);
    if (!response.headers.has("Cache-Control")) res.setHeader("Cache-Control", "no-cache");
  }
  const encoding = preferredEncoding(req);
  if (body.length > 1024 && compressible.test(contentType) && encoding !== "identity") {
    body =
      encoding === "br"
        ? await brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipAsync(body, { level: 6 });
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
  }
  res.statusCode = response.status;
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
