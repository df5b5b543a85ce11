/**
 * The Open Graph cards (1200×630 PNG) of the initial edition: the site's (public/og-image.png) and
 * one per Insights article and language (public/og/insights/<locale>/<slug>.png), git-ignored:
 * this script and the server's card modules are the source. It draws with the functions the
 * running server draws with after a publish (server/pages/og-card-render.server.ts) from the
 * list the server compares with (server/pages/og-cards.ts), so the build's cards are the ones the
 * server would draw for the same content. Runs in `npm run art`, after the logo and hero exist.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { articleCardPng, siteCardPng } from "../../server/pages/og-card-render.server.ts";
import { ogCardSpecs } from "../../server/pages/og-cards.ts";
import { P } from "./illustrations/palette.ts";

const art = {
  logoSvg: readFileSync("public/art/logo-mark.svg", "utf8"),
  heroSvg: readFileSync("public/art/hero/brand.svg", "utf8"),
};
rmSync("public/og/insights", { recursive: true, force: true });
let bytes = 0;
const cards = ogCardSpecs();
for (const spec of cards) {
  const png =
    spec.kind === "site" ? await siteCardPng(P, art, spec.card) : await articleCardPng(P, art.logoSvg, spec.card);
  const file = join("public", spec.urlPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
  bytes += png.length;
}
console.log(`Open Graph cards: ${cards.length} (${Math.round(bytes / 1024)} KB): og-image.png and og/insights`);
