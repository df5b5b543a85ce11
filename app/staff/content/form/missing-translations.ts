import { type Field, type Fields, isTranslated } from "~/content/model/fields.ts";
import { languageCodes, sourceLanguage } from "~/content/model/languages.ts";

type Count = { written: number; count: number };

function countField(field: Field, value: unknown, total: Count) {
  if (value === undefined || value === null) return;
  if (isTranslated(field)) {
    const texts = value as Record<string, unknown>;
    if (String(texts[sourceLanguage] ?? "").trim() === "") return;
    total.written += 1;
    if (languageCodes.some((code) => code !== sourceLanguage && String(texts[code] ?? "").trim() === ""))
      total.count += 1;
  } else if (field.kind === "image") {
    countField({ kind: "text", lines: "one", label: "" }, (value as { alt?: unknown }).alt, total);
  } else if (field.kind === "group") countFields(field.fields, value, total);
  else if (field.kind === "list" && Array.isArray(value)) for (const item of value) countField(field.of, item, total);
}

function countFields(fields: Fields, value: unknown, total: Count) {
  const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  for (const [key, field] of Object.entries(fields)) countField(field, record[key], total);
}

/**
 * How many texts of a value have their English but not every translation yet (`count`), of how
 * many with English (`written`): what the editor shows so that a half-translated record is seen
 * before a visitor meets the gap. A text empty in English has nothing to translate yet.
 */
export function missingTranslations(fields: Fields, value: unknown): Count {
  const total = { written: 0, count: 0 };
  countFields(fields, value, total);
  return total;
}
