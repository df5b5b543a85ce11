import { editionProblems, describeProblem } from "~/content/edition/edition-problems.ts";
import type { Edition } from "~/content/edition/initial-edition.ts";
import { isPlain, isTextPair } from "~/content/edition/text-pair.ts";
import { languageCodes, sourceLanguage } from "~/content/model/languages.ts";

/**
 * What Preview renders of the draft edition. A draft may leave a translation empty (Publish may
 * not), but the pages are rendered from every language's records, checked by the content's
 * schemas, so one empty translation would make every preview, the English ones too, an error
 * page. The English stands in for it, as the draft checks read it (inLanguage's `fallback`),
 * until the translation is written.
 */
export function withSourceWhereTranslationIsEmpty<T>(value: T): T {
  if (isTextPair(value)) {
    const source = value[sourceLanguage];
    return Object.fromEntries(
      languageCodes.map((code) => [code, value[code].trim() === "" ? source : value[code]]),
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => withSourceWhereTranslationIsEmpty(item)) as T;
  if (isPlain(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, withSourceWhereTranslationIsEmpty(child)]),
    ) as T;
  }
  return value;
}

/**
 * Why the drafts cannot be previewed, when the page failed to render with them: a draft keeps what
 * was typed even where the schemas refuse it (a testimonial shorter than they allow), so a page
 * that reads it cannot be built. Said as Publish says it, each line naming record, field and language.
 */
export function previewRefusal(edition: Record<string, unknown>, status: number): string {
  const problems = editionProblems(edition as Partial<Edition>, { forPublish: true }).map(describeProblem);
  return [
    `The drafts cannot be previewed: the page failed to render with them (HTTP ${status}). Visitors still get the published page.`,
    ...(problems.length > 0
      ? ["Fix these drafts, or discard them, and preview again:", ...problems.map((line) => `- ${line}`)]
      : ["No draft breaks a rule Publish checks; the server's log says more."]),
  ].join("\n");
}
