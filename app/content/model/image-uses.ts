import type { Collection } from "./collection.ts";
import { type Field, isTranslated } from "./fields.ts";
import { collectionNames, model } from "./model.ts";

/** A record that shows an image: its collection and id (a single record's id is its collection's name). */
export type ImageUse = { collection: string; id: string };

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function fieldShows(field: Field, value: unknown, src: string): boolean {
  if (value === undefined || value === null) return false;
  if (field.kind === "image") return isPlain(value) && value.src === src;
  if (isTranslated(field) && field.lines === "markdown") {
    return isPlain(value) && Object.values(value).some((text) => typeof text === "string" && text.includes(`(${src}`));
  }
  if (field.kind === "group") {
    return isPlain(value) && Object.entries(field.fields).some(([key, child]) => fieldShows(child, value[key], src));
  }
  if (field.kind === "list") return Array.isArray(value) && value.some((item) => fieldShows(field.of, item, src));
  return false;
}

/**
 * Every record of an edition that shows the image at `src`, in a record's image or in an
 * article's Markdown: where an upload is used (the Images page says so, and refuses to delete it).
 */
export function imageUses(edition: Record<string, unknown>, src: string): ImageUse[] {
  return collectionNames.flatMap((name) => {
    const collection = model[name] as unknown as Collection;
    const value = edition[name];
    const records = collection.list ? (Array.isArray(value) ? value : []) : [value];
    return records.flatMap((record) => {
      if (!isPlain(record)) return [];
      const shows = Object.entries(collection.fields).some(([key, field]) => fieldShows(field, record[key], src));
      const id = collection.list ? record[collection.list.id] : name;
      return shows && typeof id === "string" ? [{ collection: name, id }] : [];
    });
  });
}
