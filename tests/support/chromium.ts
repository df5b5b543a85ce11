/**
 * Debian's Chromium (no browser downloads work on these machines) and the flags it needs when run
 * as root on a machine without network: shared by Playwright, the size budget and Lighthouse.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's build of the headless shell (Chromium's own headless
 * browser, what Playwright runs by default). The same Blink, without the desktop browser around
 * it: the accessibility and Bangla specs took 133–155 s in it against 201 s in `chromium` (two
 * runs each, CI settings). Lighthouse and the screenshots keep the full browser a visitor has.
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
