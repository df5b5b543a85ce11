import { isbot } from "isbot";

export type DeviceClass = "phone" | "tablet" | "desktop";

/**
 * Remembers the answers for the last few hundred User-Agents: real traffic repeats a small set of
 * them, and every view asks these regular expressions (isbot's alone is a few thousand
 * alternatives) the same questions. Bounded: a flood of made-up User-Agents clears it, no more.
 */
function remembered<T>(answer: (userAgent: string) => T): (userAgent: string) => T {
  const answers = new Map<string, T>();
  return (userAgent) => {
    let known = answers.get(userAgent);
    if (known === undefined && !answers.has(userAgent)) {
      if (answers.size >= 500) answers.clear();
      known = answer(userAgent);
      answers.set(userAgent, known);
    }
    return known as T;
  };
}

/**
 * Small hand-written rules instead of a user-agent database: a dashboard needs three device
 * classes and the browsers people in Bangladesh use, not versions or models. iPadOS Safari sends
 * a Mac's User-Agent and is counted as a desktop: nothing in the request tells them apart.
 */
export const deviceClass = remembered(function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk\/|Kindle|Nexus (7|9|10)\b/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry|BB10/i.test(userAgent)) return "phone";
  // Android phones say "Mobile"; Android without it is a tablet.
  if (/Android/i.test(userAgent)) return "tablet";
  return "desktop";
});

// Order matters: most browsers also carry the names of the engines they build on (Edge and Opera
// say "Chrome", Chrome says "Safari"), and in-app browsers carry their host browser's name.
const browserRules: readonly (readonly [string, RegExp])[] = [
  ["Facebook", /\bFBAN\/|\bFBAV\/|\bFB_IAB\//],
  ["Instagram", /\bInstagram\b/],
  ["Edge", /\bEdg(e|A|iOS)?\//],
  ["Opera", /\bOPR\/|\bOPT\/|\bOpera\b/],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["UC Browser", /\bUCBrowser\//],
  ["Yandex", /\bYaBrowser\//],
  ["Firefox", /\bFirefox\/|\bFxiOS\//],
  ["Chrome", /\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\//],
];

export const browserFamily = remembered(
  (userAgent: string): string => browserRules.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? "Other",
);

const isBot = remembered(isbot);

/**
 * Crawlers, monitors, scripts and libraries. isbot knows thousands of them; on top of it, every
 * browser in use sends a User-Agent that starts with "Mozilla/" (or Opera's own): an empty one or
 * any other is a program. Headless Chrome is a bot unless `countHeadless` (the site's own browser
 * tests set ANALYTICS_COUNT_HEADLESS=1 to see their views counted).
 */
export function isBotUserAgent(userAgent: string, options: { countHeadless?: boolean } = {}): boolean {
  if (!/^(Mozilla\/\d|Opera\/)/.test(userAgent)) return true;
  const seen = options.countHeadless ? userAgent.replace(/HeadlessChrome\//g, "Chrome/") : userAgent;
  return isBot(seen);
}
