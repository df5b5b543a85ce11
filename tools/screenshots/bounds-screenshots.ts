/**
 * `node tools/screenshots/bounds-screenshots.ts [min|max|short-rows ...]`: the public pages with
 * every collection staff size at the least and the most records the content model lets it hold
 * (app/content/model/collections/), or at counts that leave each
 * grid a short last row (`short-rows`), in English and Bangla, at 375
 * and 1440 px, into /tmp/bounds-shots/ (not committed): viewport-sized shots as a visitor scrolls
 * (full-page captures miss `content-visibility: auto` sections), one contact sheet per page, and
 * a report of what overflows the screen or has a carousel's controls past its edge.
 *
 * The edition is published into a throwaway SQLite store the way `npm run content -- import`
 * publishes, by the same rules (an edition they refuse is an error here too), and the server
 * renders its pages from it at start-up as after any publish. Needs a production build
 * (`npm run build`).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  editionWithCounts,
  recordBounds,
  type BoundedCollection,
} from "../../app/components/sections/edition-with-counts.test-helper.ts";
import { createContentService } from "../../server/content/content-store.server.ts";
import type { EditionJson } from "../../server/content/content-service.ts";
import { editionRulesFor } from "../../server/content/edition-rules.ts";
import { openDatabase } from "../../server/db/open-database.ts";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { startSite } from "../../tests/support/site-process.ts";

const atBound = (end: "min" | "max") =>
  Object.fromEntries(Object.entries(recordBounds).map(([name, bounds]) => [name, bounds[end]]));
/** The record counts of each edition shot: both bounds, and one whose grids end in a short row. */
const presets: Record<string, Record<string, number>> = {
  min: atBound("min"),
  max: atBound("max"),
  "short-rows": {
    heroBanners: 8,
    statistics: 5,
    rates: 4,
    projects: 4,
    teamMembers: 5,
    testimonials: 13,
    officeCards: 5,
    cards: 7,
  },
};
const ends = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["min", "max"];
for (const end of ends) if (!(end in presets)) throw new Error(`${end}: not one of ${Object.keys(presets).join(", ")}`);
const paths = (
  process.env.PATHS ?? "/,/latest-projects,/expert-team,/happy-clients,/about-us,/digital-marketing"
).split(",");
const locales = ["en", "bn"] as const;
const viewports = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];
const out = process.env.OUT ?? "/tmp/bounds-shots";

/** Publishes `edition` as the store's newest version, by the content service and its rules. */
async function publish(dbPath: string, edition: EditionJson, end: string) {
  const db = await openDatabase({ kind: "sqlite", path: dbPath }, { quiet: true });
  try {
    const content = createContentService({ db, rules: editionRulesFor([resolve("build/client")]) });
    const result = await content.importEdition(edition, "bounds-screenshots");
    if (result.ok) return console.log(`${end}: published as version ${result.version}`);
    const problems = result.problems.map((p) => `${p.collection}${p.id ? ` ${p.id}` : ""}: ${p.message}`);
    throw new Error(`${end}: the publish rules refuse it: ${problems.join("; ")}`);
  } finally {
    await db.close();
  }
}

type Finding = string;

/**
 * What crosses the screen's edges, outside any container that clips or scrolls it. Wholly off
 * screen is deliberate (the contact form's honeypot sits at -10000 px) and not reported.
 */
function overflowAt(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    const clipped = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX !== "visible") return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll("main *")) {
      const box = el.getBoundingClientRect();
      const crosses = (box.right > width + 1 && box.left < width) || (box.left < -1 && box.right > 0);
      if (box.width === 0 || !crosses) continue;
      if (clipped(el)) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).slice(0, 60)}`;
      found.push(`${name} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      if (found.length > 8) break;
    }
    for (const controls of document.querySelectorAll("[data-island-controls]")) {
      const box = controls.getBoundingClientRect();
      if (box.width > 0 && box.right > width) found.push(`carousel controls end at ${Math.round(box.right)} px`);
    }
    return found;
  });
}

/**
 * Scrolls `path` screen by screen, shooting each; returns the shots' files and what overflowed.
 * Each step is a screen less the sticky header and a margin, so nothing passes unseen beneath it.
 */
async function shootPage(page: Page, url: string, prefix: string, height: number) {
  const step = height - 160;
  await page.goto(url, { waitUntil: "networkidle" });
  const files: string[] = [];
  const findings = new Set<Finding>();
  for (let shot = 0, y = 0; ; shot++, y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Lets sections under content-visibility render and the scroll settle before the capture.
    await page.waitForTimeout(250);
    const file = `${prefix}-${String(shot).padStart(2, "0")}.png`;
    await page.screenshot({ path: file });
    files.push(file);
    for (const finding of await overflowAt(page)) findings.add(finding);
    // Read again each time: rendered sections replace their placeholder heights.
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    if (y + height >= total) break;
  }
  return { files, findings: [...findings] };
}

/** All of a page's shots on one image, a row of screens after another, to see the page at a glance. */
async function contactSheet(files: string[], file: string, { width, height }: { width: number; height: number }) {
  const scale = width > 1000 ? 0.25 : 0.5;
  const [w, h] = [Math.round(width * scale), Math.round(height * scale)];
  const perRow = width > 1000 ? 4 : 8;
  const rows = Math.ceil(files.length / perRow);
  const tiles = await Promise.all(
    files.map(async (input, i) => ({
      input: await sharp(input).resize(w, h).toBuffer(),
      left: (i % perRow) * (w + 8),
      top: Math.floor(i / perRow) * (h + 8),
    })),
  );
  await sharp({
    create: { width: perRow * (w + 8), height: rows * (h + 8), channels: 3, background: "#888888" },
  })
    .composite(tiles)
    .png()
    .toFile(file);
}

mkdirSync(out, { recursive: true });
/** A page shot again may take fewer screens: its old shots go first, every other page's stay. */
const forget = (name: string) =>
  readdirSync(out)
    .filter((file) => file.startsWith(`${name}-`) || file === `sheet-${name}.png`)
    .forEach((file) => rmSync(join(out, file)));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const end of ends) {
    const report: string[] = [];
    const counts = presets[end] as Record<BoundedCollection, number>;
    report.push(
      `## ${end}: ${Object.entries(counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(", ")}`,
    );
    const dbPath = join(mkdtempSync(join(tmpdir(), `bounds-${end}-`)), "contact.sqlite");
    await publish(dbPath, editionWithCounts(counts) as EditionJson, end);
    const server = await startSite({ port: await freePort(), env: { CONTACT_DB_PATH: dbPath } });
    try {
      for (const viewport of viewports) {
        const page = await browser.newPage({ viewport });
        for (const locale of locales) {
          for (const path of paths) {
            const localized = locale === "bn" ? `/bn${path === "/" ? "" : path}` : path;
            const name = `${end}-${locale}-${viewport.width}-${path.replace(/\//g, "") || "home"}`;
            const url = `${server.url}${localized}`;
            forget(name);
            const { files, findings } = await shootPage(page, url, join(out, name), viewport.height);
            await contactSheet(files, join(out, `sheet-${name}.png`), viewport);
            report.push(
              `${name}: ${files.length} shots; ${findings.length ? findings.join("; ") : "nothing overflows"}`,
            );
            console.log(report.at(-1));
          }
        }
        await page.close();
      }
    } finally {
      await server.stop();
    }
    writeFileSync(join(out, `report-${end}.txt`), `${report.join("\n")}\n`);
  }
} finally {
  await browser.close();
}
console.log(`Screenshots and report-<edition>.txt in ${out}/`);
