import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { createRequest } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { log } from "./log.ts";
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
export function createApp(options: { build: ServerBuild; staticFiles: Map<string, StaticFile> }): RequestListener {
  const handleRequest = createRequestHandler(options.build, "production");

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
    try {
      const response = await handleRequest(createRequest(req, res));
      await sendRendered(req, res, response);
    } catch (error) {
      log.error("request failed", { method, path: pathname, error: String(error) });
      if (!res.headersSent) sendPlain(res, 500, "Something went wrong on our side. Please try again.");
      else res.destroy();
    }
  };
}
