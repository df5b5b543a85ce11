import { pairsByPath, staleTranslations } from "~/content/edition/translation-review.ts";
import { sourceLanguage } from "~/content/model/languages.ts";
import type { ContentService, RecordKey } from "~server/content/content-service.ts";
import { findRecord } from "./edition-records.ts";

/** How far back the history is read for an English a translation was written against. */
const versionsRead = 10;

/**
 * For each of the record's translations to review, the English before its last change: the
 * newest published English of that text that differs from the record's English now (what the
 * translation was most likely written against). A text whose earlier English is not in the last
 * few versions has none; the editor then shows the flag alone.
 */
export async function englishBefore(content: ContentService, key: RecordKey, record: unknown) {
  const stale = staleTranslations(record);
  const found: Record<string, string> = {};
  if (stale.length === 0) return found;
  const now = pairsByPath(record);
  for (const { number } of await content.history(versionsRead)) {
    const version = await content.version(number);
    const then = pairsByPath(version && findRecord(version.edition, key)?.value);
    for (const path of stale) {
      const before = then.get(path)?.[sourceLanguage];
      if (!(path in found) && before !== undefined && before !== now.get(path)?.[sourceLanguage]) found[path] = before;
    }
    if (stale.every((path) => path in found)) break;
  }
  return found;
}
