/**
 * Generates the site's illustrations: one SVG per image src found in app/content, written to
 * public/art/ (git-ignored build output; this script is the source).
 *
 *   node tools/art/generate-art.ts               # from the repo root
 *   node tools/art/generate-art.ts --explain     # also list the motifs each card got from its alt text
 *   node tools/art/generate-art.ts --content <dir> --out <dir>   # e.g. a test fixture
 *
 * Deterministic: every random choice is seeded from the image src, so unchanged content gives
 * byte-identical files. String building plus an svgo pass: no network.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { optimize } from "svgo";
import { findImages } from "./illustrations/content.ts";
import { matchMotifs } from "./illustrations/motifs/index.ts";
import { render } from "./illustrations/render.ts";
import { toRequests } from "./illustrations/requests.ts";

const root = resolve(import.meta.dirname, "../..");
const { values: args } = parseArgs({
  options: { content: { type: "string" }, out: { type: "string" }, explain: { type: "boolean", default: false } },
});
const contentDir = resolve(args.content ?? join(root, "app/content"));
const outDir = resolve(args.out ?? join(root, "public/art"));

async function main(): Promise<void> {
  const started = performance.now();
  // Refuse to wipe anything but an "art" folder: the clean step below deletes recursively.
  if (basename(outDir) !== "art") throw new Error(`output folder must be named "art" (got ${outDir})`);

  const requests = toRequests(await findImages(contentDir, join(root, "app")));
  // Render everything before touching the disk, so a drawing error leaves the old art in place.
  // svgo shortens path data and drops redundant attributes; the drawings stay identical.
  const files = requests.map((req) => ({ req, svg: optimize(render(req), { multipass: true }).data }));

  // Start from an empty folder so art for deleted content does not linger.
  rmSync(outDir, { recursive: true, force: true });
  let bytes = 0;
  for (const { req, svg } of files) {
    const file = join(outDir, req.src.replace(/^\/art\//, ""));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    bytes += Buffer.byteLength(svg);
  }
  if (args.explain) {
    for (const { req } of files) {
      if (req.kind !== "card" && req.kind !== "hero" && req.kind !== "category") continue;
      const named = matchMotifs(req.alt, req.slug ?? null, 4).map((m) => m.id);
      console.log(
        `${req.src}\n  alt: ${req.alt}\n  drawn from alt: ${named.join(", ") || "(nothing named; category fallback)"}`,
      );
    }
  }
  const count = readdirSync(outDir, { recursive: true }).filter((f) => String(f).endsWith(".svg")).length;
  const ms = Math.round(performance.now() - started);
  console.log(`art: ${count} files, ${Math.round(bytes / 1024)} KB (${ms} ms)`);
}

main().catch((err: unknown) => {
  console.error(`art: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
