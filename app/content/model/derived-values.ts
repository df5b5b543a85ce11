import type { ImageSize } from "../../lib/image-src.ts";
import { type Field, type Fields, phoneLinkForm } from "./fields.ts";

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export type SizeOf = (src: string) => Promise<ImageSize | { problem: string }>;

async function derived(field: Field, value: unknown, sizeOf: SizeOf): Promise<unknown> {
  if (field.kind === "phone" && isPlain(value) && typeof value.display === "string") {
    return { display: value.display.trim(), e164: phoneLinkForm(value.display) };
  }
  if (field.kind === "image" && isPlain(value) && typeof value.src === "string" && value.src !== "") {
    const size = await sizeOf(value.src);
    return "problem" in size ? value : { ...value, width: size.width, height: size.height };
  }
  if (field.kind === "group" && isPlain(value)) return withDerivedValues(field.fields, value, sizeOf);
  if (field.kind === "list" && Array.isArray(value)) {
    return Promise.all(value.map((item) => derived(field.of, item, sizeOf)));
  }
  return value;
}

/**
 * A record with the values staff never type filled from the ones they do: an image's width and
 * height read from the image itself, a phone number's link form from the number as written. So
 * the two can never disagree (the phone shown and the number called once did).
 */
export async function withDerivedValues(
  fields: Fields,
  record: Record<string, unknown>,
  sizeOf: SizeOf,
): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(record).map(async ([key, value]) => {
      const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
      return [key, field ? await derived(field, value, sizeOf) : value] as const;
    }),
  );
  return Object.fromEntries(entries);
}
