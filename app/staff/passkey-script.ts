import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import clientScript from "./passkey-client.js?raw";

/**
 * /staff/passkey.js: @simplewebauthn/browser's standalone bundle followed by our client script,
 * one file from our own origin (the CSP allows 'self' scripts, no inline ones). It stays outside
 * Vite's client build, so no public page's JavaScript changes.
 */
let body: string | undefined;

function script(): string {
  if (body !== undefined) return body;
  // The package exports only its module entry; the bundle sits next to it in dist/bundle.
  const entry = createRequire(import.meta.url).resolve("@simplewebauthn/browser");
  const bundle = readFileSync(join(dirname(entry), "../dist/bundle/index.umd.min.js"), "utf8");
  body = `${bundle}\n${clientScript}`;
  return body;
}

export function loader() {
  return new Response(script(), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
