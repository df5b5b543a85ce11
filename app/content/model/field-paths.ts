import { type Field, type Fields, isTranslated } from "./fields.ts";
import { languageOf, sourceLanguage, type LanguageCode } from "./languages.ts";

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const english = (value: unknown): string | undefined => {
  const text = isPlain(value) ? value[sourceLanguage] : value;
  return typeof text === "string" && text.trim() !== "" ? text.trim() : undefined;
};

/** The declared field a record's path leads to (`cards.3.title`: a card's title), or undefined. */
export function fieldAt(fields: Fields, path: string): Field | undefined {
  let field: Field | undefined;
  let within: Fields | undefined = fields;
  for (const segment of path.split(".")) {
    if (field?.kind === "list" && /^\d+$/.test(segment)) {
      field = field.of;
      within = field.kind === "group" ? field.fields : undefined;
      continue;
    }
    if (field?.kind === "image" && ["src", "alt", "width", "height"].includes(segment)) return field;
    field = within && Object.hasOwn(within, segment) ? within[segment] : undefined;
    if (!field) return undefined;
    within = field.kind === "group" ? field.fields : undefined;
  }
  return field;
}

/** An item of a list by its name field (a card's title), if it has one. */
const itemName = (item: unknown) => (isPlain(item) ? english(item.title ?? item.name ?? item.label) : undefined);

const idOf = (item: unknown) => (isPlain(item) ? (item.id ?? item.slug ?? item.network) : undefined);

const imageParts: Record<string, string> = { src: "File", alt: "Description", width: "Width", height: "Height" };

/**
 * A field's path as staff read it, by the declaration's labels: `cards.2.title` (or, as the
 * service's changes name items, `cards.cs-audits.title`) is "Cards › Card 3 (Security audits) ›
 * Title"; a trailing language says itself: "(Bangla)".
 */
export function fieldLabel(fields: Fields, record: unknown, path: string): string {
  if (path === "") return "The whole record";
  const parts: string[] = [];
  let field: Field | undefined;
  let within: Fields | undefined = fields;
  let value: unknown = record;
  let language: LanguageCode | undefined;
  for (const segment of path.split(".")) {
    if (field && isTranslated(field)) {
      language = segment as LanguageCode;
      break;
    }
    if (field?.kind === "image") {
      parts.push(imageParts[segment] ?? segment);
      if (segment !== "alt") break;
      field = { kind: "text", lines: "one", label: "" };
      continue;
    }
    if (field?.kind === "list") {
      const items: unknown[] = Array.isArray(value) ? value : [];
      const index = /^\d+$/.test(segment) ? Number(segment) : items.findIndex((item) => idOf(item) === segment);
      value = items[index];
      const name = itemName(value);
      parts.push(`${field.item.charAt(0).toUpperCase()}${field.item.slice(1)} ${index + 1}${name ? ` (${name})` : ""}`);
      field = field.of;
      within = field.kind === "group" ? field.fields : undefined;
      continue;
    }
    field = within && Object.hasOwn(within, segment) ? within[segment] : undefined;
    if (!field) {
      parts.push(segment);
      break;
    }
    parts.push(field.label);
    value = isPlain(value) ? value[segment] : undefined;
    within = field.kind === "group" ? field.fields : undefined;
  }
  const said = parts.join(" › ");
  return language ? `${said} (${languageOf(language)?.name ?? language})` : said;
}
