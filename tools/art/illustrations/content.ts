/**
 * Loads the content modules and finds every image record in them.
 *
 * The five lists the site renders images from are required by name from the English records
 * (site-content.ts builds them from each module's structure and English strings), so a renamed
 * list fails here instead of silently producing no art. Every other module in the content folder
 * is imported too and searched for `{ src, width, height }` objects, so an image added to a new
 * content file still gets generated (or fails loudly if its src is unknown).
 */
import { existsSync, readdirSync } from "node:fs";
import { registerHooks } from "node:module";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

export type ImageRecord = { src: string; alt: string; width: number; height: number };

/** An image plus the record that holds it (a card, a project...), which supplies context. */
export type FoundImage = { image: ImageRecord; owner: Record<string, unknown> | null; where: string };

const required = ["heroBanners", "categories", "projects", "teamMembers", "testimonials"] as const;

/**
 * Node runs the .ts content directly (type stripping). Content imports already use explicit
 * ".ts" extensions; this hook only covers the app's "~/" alias and a forgotten extension, so
 * a small slip in content style does not break the art build.
 */
function installResolveHook(appDir: string): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      let spec = specifier;
      if (spec.startsWith("~/")) spec = pathToFileURL(join(appDir, spec.slice(2))).href;
      const relativeOrAbsolute = spec.startsWith(".") || spec.startsWith("file:") || spec.startsWith("/");
      if (relativeOrAbsolute && !/\.[cm]?[jt]sx?$|\.json$/.test(spec)) {
        try {
          return nextResolve(`${spec}.ts`, context);
        } catch {
          return nextResolve(`${spec}/index.ts`, context);
        }
      }
      return nextResolve(spec, context);
    },
  });
}

function listModules(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listModules(full));
    // Server modules (the Insights articles, read through Vite) hold no image records.
    else if (/\.ts$/.test(entry.name) && !/\.(test|spec|server)\.ts$|\.d\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" &&
  v !== null &&
  !Array.isArray(v) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(v));

export const isImage = (v: unknown): v is ImageRecord =>
  isPlain(v) && typeof v.src === "string" && typeof v.width === "number" && typeof v.height === "number";

/** Depth-first walk over plain objects and arrays only (zod schemas and functions are skipped). */
function walk(
  value: unknown,
  where: string,
  owner: Record<string, unknown> | null,
  out: FoundImage[],
  seen: Set<unknown>,
): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${where}[${i}]`, owner, out, seen));
    return;
  }
  if (!isPlain(value)) return;
  if (isImage(value)) {
    out.push({ image: { ...value, alt: typeof value.alt === "string" ? value.alt : "" }, owner, where });
    return;
  }
  for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`, value, out, seen);
}

export async function findImages(contentDir: string, appDir: string): Promise<FoundImage[]> {
  if (!existsSync(contentDir)) throw new Error(`content folder not found: ${contentDir}`);
  installResolveHook(appDir);
  const found: FoundImage[] = [];
  const seen = new Set<unknown>();
  const modules = new Map<string, Record<string, unknown>>();
  for (const file of listModules(contentDir)) {
    try {
      modules.set(file, (await import(pathToFileURL(file).href)) as Record<string, unknown>);
    } catch (err) {
      throw new Error(`cannot import ${relative(process.cwd(), file)}: ${(err as Error).message}`);
    }
  }
  // The English records first, so that they (with their alt text, which picks each drawing's
  // motifs, and their titles) win the de-duplication over the bare structures and other languages.
  const siteContent = modules.get(join(contentDir, "site-content.ts"));
  if (!siteContent) throw new Error(`missing content module site-content.ts (expected export "contentRecords")`);
  const english = (siteContent.contentRecords as { en?: Record<string, unknown> } | undefined)?.en;
  for (const name of required) {
    const records = english?.[name];
    if (!Array.isArray(records)) throw new Error(`site-content.ts must export an array contentRecords.en.${name}`);
    walk(records, `site-content.ts:contentRecords.en.${name}`, null, found, seen);
  }
  for (const [file, mod] of modules) {
    for (const [name, value] of Object.entries(mod))
      walk(value, `${relative(contentDir, file)}:${name}`, null, found, seen);
  }
  return found;
}
