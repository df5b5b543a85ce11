/**
 * Turns found images into art requests. The src decides what gets drawn; anything outside
 * the known /art/ patterns stops the build with the offending record's location, because a
 * src with no generator would otherwise be a broken image on the live site.
 */
import type { FoundImage } from "./content.ts";
import { categorySlugs, type CategorySlug } from "./motifs/index.ts";

export type ArtKind = "hero" | "category" | "card" | "project" | "person" | "office" | "logo";

export type ArtRequest = {
  kind: ArtKind;
  src: string;
  width: number;
  height: number;
  /** Last path segment of the src without ".svg": the seed for every random choice. */
  id: string;
  slug?: CategorySlug;
  alt: string;
  /** Title or name of the owning record (project mock-ups print it). */
  title: string;
  cardKind?: "service" | "projects";
  sector?: string;
  country?: string;
};

const seg = "([a-z0-9]+(?:-[a-z0-9]+)*)";
const patterns: [ArtKind, RegExp][] = [
  ["hero", new RegExp(`^/art/hero/${seg}\\.svg$`)],
  ["category", new RegExp(`^/art/services/${seg}\\.svg$`)],
  ["card", new RegExp(`^/art/cards/${seg}/${seg}\\.svg$`)],
  ["project", new RegExp(`^/art/projects/${seg}\\.svg$`)],
  ["person", new RegExp(`^/art/people/${seg}\\.svg$`)],
  ["office", /^\/art\/office-video-poster\.svg$/],
  ["logo", /^\/art\/logo-mark\.svg$/],
];

/** Images the site always needs even if no content record names them yet. */
export const fixedRequests: ArtRequest[] = [
  {
    kind: "office",
    src: "/art/office-video-poster.svg",
    width: 1280,
    height: 720,
    id: "office-video-poster",
    alt: "",
    title: "",
  },
  { kind: "logo", src: "/art/logo-mark.svg", width: 64, height: 64, id: "logo-mark", alt: "", title: "" },
];

const str = (v: unknown): string => (typeof v === "string" ? v : "");

export function toRequests(found: FoundImage[]): ArtRequest[] {
  const errors: string[] = [];
  const bySrc = new Map<string, ArtRequest>();
  for (const { image, owner, where } of found) {
    // Photos under /images/ are real raster files, optimised by tools/art/optimize-images.ts.
    if (image.src.startsWith("/images/")) continue;
    const hit = patterns.map(([kind, re]) => [kind, re.exec(image.src)] as const).find(([, m]) => m);
    if (!hit) {
      errors.push(
        `${where}: src "${image.src}" matches no art pattern (/art/hero|services|cards|projects|people/...svg)`,
      );
      continue;
    }
    const [kind, m] = hit;
    const slug = kind === "category" || kind === "card" ? (m?.[1] as CategorySlug) : undefined;
    if (slug && !categorySlugs.includes(slug)) {
      errors.push(`${where}: unknown category "${slug}" in src "${image.src}"`);
      continue;
    }
    if (!Number.isInteger(image.width) || !Number.isInteger(image.height) || image.width <= 0 || image.height <= 0) {
      errors.push(`${where}: width/height must be positive integers for "${image.src}"`);
      continue;
    }
    const req: ArtRequest = {
      kind,
      src: image.src,
      width: image.width,
      height: image.height,
      id: m && m.length > 1 ? (m[m.length - 1] as string) : image.src.replace(/^.*\/|\.svg$/g, ""),
      slug,
      alt: image.alt,
      title: str(owner?.title) || str(owner?.name),
      cardKind: kind === "card" ? (owner?.kind === "projects" ? "projects" : "service") : undefined,
      sector: str(owner?.sector) || undefined,
      country: str(owner?.country) || undefined,
    };
    const prev = bySrc.get(image.src);
    if (prev && (prev.width !== req.width || prev.height !== req.height)) {
      errors.push(
        `${where}: "${image.src}" is also used at ${prev.width}x${prev.height}; one file cannot have two sizes`,
      );
    } else if (!prev) bySrc.set(image.src, req);
  }
  if (errors.length) throw new Error(`${errors.length} image record(s) cannot be generated:\n  ${errors.join("\n  ")}`);
  for (const f of fixedRequests) if (!bySrc.has(f.src)) bySrc.set(f.src, f);
  return [...bySrc.values()].sort((a, b) => (a.src < b.src ? -1 : 1));
}
