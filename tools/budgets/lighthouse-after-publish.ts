/**
 * `npm run lighthouse:published`: the Lighthouse budget (tools/budgets/lighthouse.ts, one page per
 * template and language) on pages rendered at run time after a publish, not on the build's
 * prerendered ones: the store is given a second version whose texts differ on every template (a
 * hero banner, a project, a testimonial, a card, the company text, an article-free page title),
 * so the server renders its pages again at start-up (server/pages/published-pages.server.ts) and
 * Lighthouse measures those. Extra arguments go to lighthouse.ts (paths, --sample).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { initialEdition } from "../../app/content/edition/initial-edition.ts";
import { createContentService } from "../../server/content/content-store.server.ts";
import { editionRulesFor } from "../../server/content/edition-rules.ts";
import { openDatabase } from "../../server/db/open-database.ts";

type Texts = { en: string; bn: string };
type Loose = Record<string, unknown>;
const edited = structuredClone(initialEdition) as Record<string, Loose[] | Loose>;
const appendTo = (pair: Texts, en: string, bn: string) =>
  Object.assign(pair, { en: `${pair.en}${en}`, bn: `${pair.bn}${bn}` });
const first = (collection: string) => (edited[collection] as Loose[])[0] as Record<string, Texts>;

appendTo(first("heroBanners").title!, " today", " আজই");
appendTo(first("projects").description!, " Launched in two weeks.", " দুই সপ্তাহে চালু হয়েছে।");
appendTo(first("testimonials").feedback!, " We would hire them again.", " আবারও ওদের সঙ্গেই কাজ করব।");
appendTo(first("teamMembers").bio!, " She mentors new developers.", " তিনি নতুন ডেভেলপারদের শেখান।");
const card = ((edited.categories as Loose[])[5]!.cards as Array<Record<string, Texts>>)[0]!;
appendTo(card.description!, " Retest included.", " পুনরায় পরীক্ষাও অন্তর্ভুক্ত।");
appendTo((edited.company as Record<string, Texts>).statsSubtitle!, " Updated monthly.", " প্রতি মাসে হালনাগাদ হয়।");

const path = join(mkdtempSync(join(tmpdir(), "lighthouse-published-")), "contact.sqlite");
const db = await openDatabase({ kind: "sqlite", path }, { quiet: true });
try {
  const content = createContentService({ db, rules: editionRulesFor([resolve("build/client")]) });
  const result = await content.importEdition(edited, "lighthouse");
  if (!result.ok) throw new Error(`the edited edition was refused: ${JSON.stringify(result.problems)}`);
  console.log(`Published version ${result.version} into ${path}; the site renders its pages from it at start-up.`);
} finally {
  await db.close();
}

const run = spawnSync(process.execPath, ["tools/budgets/lighthouse.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, LIGHTHOUSE_CONTACT_DB: path },
});
process.exitCode = run.status ?? 1;
