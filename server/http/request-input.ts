import type { IncomingMessage, ServerResponse } from "node:http";
import { createHeaders } from "@remix-run/node-fetch-server";

/**
 * Reads a POST body, at most `limit` bytes. Content-Length is checked before reading; a chunked
 * body is counted as it arrives, and reading stops (nothing more is kept) once it passes the limit.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer> | "too-large"> {
  if (Number(req.headers["content-length"] ?? 0) > limit) return Promise.resolve("too-large");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Keep draining without keeping, so the client finishes sending and can read the 413.
      req.removeListener("data", onData);
      req.resume();
      resolve("too-large");
    };
    req.on("data", onData);
    // Buffer.concat always allocates a plain (never shared) ArrayBuffer.
    req.once("end", () => resolve(Buffer.concat(chunks) as Buffer<ArrayBuffer>));
    req.once("error", reject);
    req.once("close", () => reject(new Error("client went away before sending the whole body")));
  });
}

/**
 * The first hop of X-Forwarded-For or -Proto: an address or a scheme, never longer than an IPv6
 * address with its zone, so the rest of a 16 KB header is never read (nor split into pieces).
 */
function firstHop(value: string | string[] | undefined): string {
  const head = String(value ?? "").slice(0, 100);
  const comma = head.indexOf(",");
  return (comma === -1 ? head : head.slice(0, comma)).trim();
}

const codings = { br: /\bbr\b/, gzip: /\bgzip\b/ } as const;

/**
 * Whether Accept-Encoding names `coding`. Browsers send some 25 characters ("gzip, deflate, br,
 * zstd"); only the first 256 are read.
 */
export function acceptsEncoding(header: string | string[] | undefined, coding: keyof typeof codings): boolean {
  return codings[coding].test(String(header ?? "").slice(0, 256));
}

/**
 * The client's address for the contact form's rate limit, in a header the app can trust because
 * it is always overwritten here: the socket's peer, or the first X-Forwarded-For hop behind a proxy.
 */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  return (trustProxy && firstHop(req.headers["x-forwarded-for"])) || req.socket.remoteAddress || "unknown";
}

/**
 * Whether the visitor reached us over HTTPS: TLS on this socket, or, behind a trusted proxy that
 * terminates TLS, its `X-Forwarded-Proto: https`. Never the header alone: anyone can send it.
 */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
  return trustProxy && firstHop(req.headers["x-forwarded-proto"]) === "https";
}

/**
 * A fetch Request for a POST whose body was already read (and bounded) by readBody. Behind a
 * TLS-terminating proxy the URL must say https, or React Router's own origin check refuses the post.
 */
export function bufferedRequest(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer<ArrayBuffer>,
  trustProxy: boolean,
): Request {
  const controller = new AbortController();
  res.once("close", () => controller.abort());
  const protocol = isHttps(req, trustProxy) ? "https" : "http";
  const url = `${protocol}://${req.headers.host ?? "localhost"}${req.url ?? "/"}`;
  return new Request(url, { method: "POST", headers: createHeaders(req), body, signal: controller.signal });
}
