/**
 * Debian's Chromium (no browser downloads work on these machines) and the flags it needs when run
 * as root on a machine without network: shared by Playwright, the size budget and Lighthouse.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
