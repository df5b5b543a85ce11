import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { createRequest } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { contactMessages } from "../app/content/contact-form.ts";
import { isCrossSite } from "../app/server/contact/cross-site.server.ts";
import { log } from "./log.ts";
import { bufferedRequest, clientIp, readBody } from "./request-input.ts";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";
import type { StaticFile } from "./static-files.ts";

const allowedMethods = new Set(["GET", "HEAD", "POST"]);
const compressible = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

type Encoding = "br" | "gzip" | "identity";

function preferredEncoding(req: IncomingMessage): Encoding {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

function sendPlain(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(message);
}

function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile) {
  res.setHeader("Content-Type", file.contentType);
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("ETag", file.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (file.csp) res.setHeader("Content-Security-Policy", file.csp);
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = preferredEncoding(req);
  let body = file.body;
  if (encoding === "br" && file.br) [body, res.statusCode] = [file.br, 200];
  else if (encoding !== "identity" && file.gzip) body = file.gzip;
  if (body !== file.body) res.setHeader("Content-Encoding", body === file.br ? "br" : "gzip");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

async function sendRendered(req: IncomingMessage, res: ServerResponse, response: Response) {
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("Content-Type") ?? "";
  response.headers.forEach((value, key) => {
    if (key !== "content-length" && key !== "set-cookie") res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (contentType.startsWith("text/html")) {
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(body.toString("utf8"))));
    if (!response.headers.has("Cache-Control")) res.setHeader("Cache-Control", "no-cache");
  }
  const encoding = preferredEncoding(req);
  if (body.length > 1024 && compressible.test(contentType) && encoding !== "identity") {
    body =
      encoding === "br"
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
  }
  res.statusCode = response.status;
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The site's request listener: prerendered files from memory, everything else (the contact
 * form's POST, unknown paths) through React Router. Security headers go on every response.
 */
export function createApp(options: {
  build: ServerBuild;
  staticFiles: Map<string, StaticFile>;
  maxBodyBytes?: number;
  trustProxy?: boolean;
}): RequestListener {
  const handleRequest = createRequestHandler(options.build, "production");
  const maxBodyBytes = options.maxBodyBytes ?? 65_536;
  const trustProxy = options.trustProxy ?? false;

  return async (req, res) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy());
    const method = req.method ?? "GET";
    if (!allowedMethods.has(method)) {
      return sendPlain(res, 405, "Method not allowed.", { Allow: "GET, HEAD, POST" });
    }
    let pathname: string;
    try {
      pathname = new URL(req.url ?? "/", "http://localhost").pathname;
      decodeURIComponent(pathname);
    } catch {
      return sendPlain(res, 400, "Malformed URL.");
    }
    const file = method === "POST" ? undefined : options.staticFiles.get(pathname);
    if (file) return sendStatic(req, res, file);
    // Whatever a client sent in this header, the app sees only the address we determined.
    req.headers["x-client-ip"] = clientIp(req, trustProxy);
    let body: Buffer<ArrayBuffer> | undefined;
    if (method === "POST") {
      // Refused before the body is read, with a reason a person can act on (React Router's own
      // check would answer a bare 400 "Bad Request").
      if (isCrossSite(req.headers.origin, req.headers.host)) return sendPlain(res, 403, contactMessages.crossSite);
      const read = await readBody(req, maxBodyBytes).catch(() => undefined);
      if (read === undefined) return void res.destroy(); // The client left mid-body: nobody to answer.
      // No "Connection: close": Node then discards the rest of the body (bounded by requestTimeout)
      // instead of resetting the socket, so the client, still sending, can read this answer.
      if (read === "too-large") return sendPlain(res, 413, contactMessages.tooLarge);
      body = read;
    }
    let request: Request;
    try {
      request = body === undefined ? createRequest(req, res) : bufferedRequest(req, res, body, trustProxy);
    } catch {
      return sendPlain(res, 400, "Malformed request."); // e.g. a Host header no URL can hold
    }
    try {
      const response = await handleRequest(request);
      await sendRendered(req, res, response);
    } catch (error) {
      log.error("request failed", { method, path: pathname, error: String(error) });
      if (!res.headersSent) sendPlain(res, 500, "Something went wrong on our side. Please try again.");
      else res.destroy();
    }
  };
}
