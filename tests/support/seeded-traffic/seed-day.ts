import type { StoredView } from "../../../server/analytics/analytics-rows.ts";
import { localizePath, localeFromPath } from "../../../app/content/site-paths.ts";
import { type Campaign, campaigns } from "./campaigns.ts";
import { browsers, countries, devices, pick, referrers, type Rng, type Weighted } from "./traffic-model.ts";

/** One made-up visit: one visitor's views of a day, oldest first. */
export type SeedVisit = { views: StoredView[]; campaign: Campaign | null };

const entryPages: Weighted<string> = [
  ["/", 40],
  ["/our-services", 10],
  ["/software-development", 8],
  ["/digital-marketing", 7],
  ["/latest-projects", 7],
  ["/contact-us", 6],
  ["/about-us", 5],
  ["/graphics-design", 4],
  ["/video-editing", 3],
  ["/expert-team", 3],
  ["/happy-clients", 3],
  ["/data-entry", 2],
  ["/cyber-security", 2],
];
const nextPages: Weighted<string> = [
  ["/our-services", 20],
  ["/contact-us", 14],
  ["/latest-projects", 10],
  ["/about-us", 10],
  ["/software-development", 8],
  ["/digital-marketing", 8],
  ["/happy-clients", 6],
  ["/graphics-design", 5],
  ["/expert-team", 5],
  ["/", 5],
  ["/video-editing", 4],
  ["/cyber-security", 3],
  ["/data-entry", 2],
];
/** Old links and scanners: answered 404. */
const missingPaths = ["/wp-login.php", "/services.html", "/blog", "/old-site/contact", "/career"];
/** How busy each hour is in Dhaka (UTC+6): evenings most. */
const dhakaHours: Weighted<number> = [
  0.3, 0.3, 0.5, 1, 2, 3, 5, 6, 6, 5, 5, 5, 5, 5, 5, 6, 7, 8, 7, 4, 2, 1, 0.5, 0.3,
].map((weight, i) => [(i + 6) % 24, weight] as const);

const hex = (random: Rng) =>
  Array.from({ length: 8 }, () =>
    Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, "0"),
  ).join("");

/** Bangladesh's weekend is Friday and Saturday; traffic grows over the seeded range; days vary. */
export function dayFactor(day: string, progress: number, random: Rng): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 ? 0.7 : weekday === 6 ? 0.85 : 1;
  return weekend * (0.8 + 0.2 * progress) * (0.9 + 0.2 * random());
}

function visitor(random: Rng, campaign: Campaign | null) {
  const country = pick(random, countries);
  const language = random() < (country === "BD" ? 0.55 : 0.2) ? ("bn" as const) : ("en" as const);
  const fromLinkedIn = campaign?.source === "linkedin";
  const device = fromLinkedIn && random() < 0.6 ? "desktop" : pick(random, devices);
  const referrer = campaign ? campaign.referrer : pick(random, referrers);
  const inApp = device === "phone" && referrer?.includes("facebook") && random() < 0.6;
  return { country, language, device, referrer, browser: inApp ? "Facebook" : pick(random, browsers[device]) };
}

function pagesOfVisit(random: Rng, campaign: Campaign | null): string[] {
  const pages = [campaign?.landing ?? pick(random, entryPages)];
  while (pages.length < 8 && random() < 0.55) {
    const previous = pages.at(-1);
    let next = pick(random, nextPages);
    if (next === previous) next = "/contact-us";
    pages.push(random() < 0.01 ? missingPaths[Math.floor(random() * missingPaths.length)]! : next);
  }
  return pages;
}

function makeVisit(day: string, random: Rng, running: Campaign[]): SeedVisit {
  const campaign = running.find((candidate) => random() < candidate.share) ?? null;
  const who = visitor(random, campaign);
  const hash = hex(random);
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  let at = dayStart + pick(random, dhakaHours) * 3_600_000 + Math.floor(random() * 3_600_000);
  const views: StoredView[] = [];
  pagesOfVisit(random, campaign).forEach((page, i) => {
    if (at >= dayStart + 86_400_000) return;
    const missing = missingPaths.includes(page);
    const path = missing ? page : localizePath(page, who.language);
    views.push({
      at: new Date(at),
      visitor: hash,
      path,
      language: localeFromPath(path),
      status: missing ? 404 : 200,
      referrer: i === 0 ? who.referrer : null,
      utmSource: i === 0 && campaign ? campaign.source : null,
      utmMedium: i === 0 && campaign ? campaign.medium : null,
      utmCampaign: i === 0 && campaign ? campaign.name : null,
      device: who.device,
      browser: who.browser,
      country: who.country,
    });
    at += 20_000 + Math.floor(random() * 220_000);
  });
  return { views, campaign };
}

/** About `views` page views of one UTC day in visits; with `until`, only what happened before it (today). */
export function seedDay(options: { day: string; views: number; random: Rng; until?: Date }): SeedVisit[] {
  const running = campaigns.filter((campaign) => campaign.runs(options.day));
  const visits: SeedVisit[] = [];
  for (let count = 0; count < options.views;) {
    const visit = makeVisit(options.day, options.random, running);
    visits.push(visit);
    count += visit.views.length;
  }
  if (!options.until) return visits;
  const until = options.until.getTime();
  return visits
    .map((visit) => ({ ...visit, views: visit.views.filter((view) => view.at.getTime() <= until) }))
    .filter((visit) => visit.views.length > 0);
}
