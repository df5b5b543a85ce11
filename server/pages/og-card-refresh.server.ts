import { type StaticFile, staticFileEntries } from "../http/static-files.ts";
import { describeError, log } from "../shared/log.ts";
import type { CardPalette } from "./og-card-art.ts";
import { type CardSpec, ogCardSpecs } from "./og-cards.ts";

/** The cards a refresh drew again, and those it stopped serving; served once the caller swaps them in. */
export type PreparedCards = {
  entries: [string, StaticFile][];
  drawn: string[];
  removed: string[];
  failed: { path: string; reason: string }[];
  /** Called after the swap: the drawn cards are the ones shown from now on. */
  commit(): void;
};

export type OgCards = { prepare(): Promise<PreparedCards> };

/** A card's identity: everything of the content it shows, in a fixed order. */
const keyOf = (spec: CardSpec) => JSON.stringify([spec.kind, spec.card]);

/** The build's art the cards are drawn around, as served: the logo mark and the brand hero. */
function artOf(staticFiles: Map<string, StaticFile>) {
  const text = (urlPath: string) => {
    const file = staticFiles.get(urlPath);
    if (!file) throw new Error(`${urlPath} is not among the served files (the build draws it)`);
    return file.identity.body.toString("utf8");
  };
  return { logoSvg: text("/art/logo-mark.svg"), heroSvg: text("/art/hero/brand.svg") };
}

async function drawCard(spec: CardSpec, palette: CardPalette, staticFiles: Map<string, StaticFile>): Promise<Buffer> {
  // sharp and Pango load with the first card a publish changes, not at start.
  const { articleCardPng, siteCardPng } = await import("./og-card-render.server.ts");
  const art = artOf(staticFiles);
  return spec.kind === "site" ? siteCardPng(palette, art, spec.card) : articleCardPng(palette, art.logoSvg, spec.card);
}

/**
 * The Open Graph cards (1200×630 PNG) among the files served from memory, kept on the current
 * edition by the live pages' refresh (live-pages.server.ts): a card is drawn again only when what
 * it shows changed (an article's title, author or date, a category's name, the brand, the
 * tagline), so a typo fixed in one article draws that article's card in its language and nothing
 * else. A new article's cards are drawn, a removed one's stop being served. The cards served at
 * start are the build's, drawn from the edition the server starts with (the same functions:
 * tools/art/generate-og-images.ts). A card that fails to draw keeps its previous version.
 */
export function createOgCards(options: {
  staticFiles: Map<string, StaticFile>;
  pagePolicy: string;
  /** The design tokens' colours: app/lib/brand-palette.ts in the server bundle, the parsed file in tests and tools. */
  palette: CardPalette;
  specs?: () => CardSpec[];
}): OgCards {
  const { staticFiles, pagePolicy, palette } = options;
  const specs = options.specs ?? ogCardSpecs;
  // An edition whose cards cannot be listed (the initial one never is) has them all drawn anew.
  const listed = () => {
    try {
      return { specs: specs() };
    } catch (error) {
      return { reason: describeError(error).error };
    }
  };
  const built = listed().specs?.filter((spec) => staticFiles.has(spec.urlPath)) ?? [];
  let shown = new Map(built.map((spec) => [spec.urlPath, keyOf(spec)]));

  async function prepare(): Promise<PreparedCards> {
    const next = new Map(shown);
    const prepared: PreparedCards = { entries: [], drawn: [], removed: [], failed: [], commit: () => (shown = next) };
    const { specs: current, reason } = listed();
    if (!current) {
      prepared.failed.push({ path: "Open Graph cards", reason: reason ?? "not listed" });
      return prepared;
    }
    for (const spec of current) {
      const key = keyOf(spec);
      if (shown.get(spec.urlPath) === key) continue;
      // Drawing is sharp's work on libuv's threads; the event loop still turns between cards.
      await new Promise((turn) => setImmediate(turn));
      try {
        const body = await drawCard(spec, palette, staticFiles);
        prepared.entries.push(...staticFileEntries({ urlPath: spec.urlPath, body }, pagePolicy));
        prepared.drawn.push(spec.urlPath);
        next.set(spec.urlPath, key);
      } catch (error) {
        const reason = describeError(error).error;
        prepared.failed.push({ path: spec.urlPath, reason });
        log.error("Open Graph card kept at its previous version: drawing it again failed", {
          path: spec.urlPath,
          reason,
        });
      }
    }
    const wanted = new Set(current.map((spec) => spec.urlPath));
    prepared.removed = [...shown.keys()].filter((urlPath) => !wanted.has(urlPath));
    for (const urlPath of prepared.removed) next.delete(urlPath);
    return prepared;
  }

  return { prepare };
}
