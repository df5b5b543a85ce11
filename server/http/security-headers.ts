import { createHash } from "node:crypto";

/** Headers sent with every response, whatever produced it. */
export const baseSecurityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/** Sent only over HTTPS (a browser ignores it on plain HTTP, and a local test server must not pin itself). */
export const strictTransportSecurity = "max-age=31536000; includeSubDomains";

/** The only third-party origin the page may load, and only after the visitor clicks play. */
export const videoFrameOrigin = "https://www.youtube-nocookie.com";

/** The CSP source that allows one inline script, by the sha256 of its exact text. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/**
 * A strict Content-Security-Policy; public pages pass the hashes of the app's own inline scripts
 * (page-policy.ts). Fonts, fetches, media and the manifest fall back to `default-src 'self'`: no
 * directive of their own, since these headers travel with every page, whose HTML and headers must
 * fit in the first TCP round trip (docs/performance.md).
 */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // React writes style attributes (progress bar widths); no script runs through styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `frame-src ${videoFrameOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
