import { textPairs } from "./bilingual.ts";
import type { TextPair } from "./text-pair.ts";

/**
 * The record's own list of its Bangla texts that may no longer say what the English says: the
 * paths (`title`, `cards.3.description`) of text pairs whose English changed after their Bangla was
 * last written. The public pages never read it (the schemas drop it); the editor flags those
 * fields "translation may be out of date" until someone edits the Bangla or confirms it.
 */
export const staleKey = "$staleTranslations";

type RecordValue = Record<string, unknown>;

const pathOf = (path: (string | number)[]) => path.join(".");

/** A record's text pairs by path (`title`, `cards.3.description`). */
export function pairsByPath(record: unknown): Map<string, TextPair> {
  return new Map(textPairs(record).map(({ path, pair }) => [pathOf(path), pair]));
}

export function staleTranslations(record: unknown): string[] {
  const value = (record as RecordValue | null)?.[staleKey];
  return Array.isArray(value) ? value.filter((path): path is string => typeof path === "string") : [];
}

/**
 * `next` as it will be saved over `previous`: a text whose English changed while its Bangla did
 * not joins the list; one whose Bangla was edited, or whose pair is gone, leaves it; `confirmed`
 * paths (a translator said the Bangla still holds) leave it too. A new record starts with none.
 */
export function reviewTranslations(previous: unknown, next: unknown, confirmed: readonly string[] = []): unknown {
  if (typeof next !== "object" || next === null || Array.isArray(next)) return next;
  const before = pairsByPath(previous);
  const after = pairsByPath(next);
  const stale = new Set(staleTranslations(previous));
  for (const [path, pair] of after) {
    const old = before.get(path);
    if (!old) continue;
    if (pair.bn !== old.bn) stale.delete(path);
    else if (pair.en !== old.en && pair.bn !== "") stale.add(path);
  }
  for (const path of [...stale]) if (!after.has(path) || confirmed.includes(path)) stale.delete(path);
  const { [staleKey]: _dropped, ...rest } = next as RecordValue;
  return stale.size > 0 ? { ...rest, [staleKey]: [...stale].sort() } : rest;
}
