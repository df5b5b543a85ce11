import type { ChoiceOption } from "./fields.ts";

/** Fields many collections declare alike. */
export const imageField = { kind: "image", label: "Image" } as const;
export const headingField = { kind: "text", lines: "one", label: "Heading", min: 3, max: 90 } as const;
export const paragraphField = { kind: "text", lines: "paragraph", label: "Paragraph", min: 20, max: 700 } as const;
export const idField = {
  kind: "id",
  label: "Id",
  help: "Lowercase words joined by hyphens; it cannot change once saved.",
} as const;

/**
 * A choice's options from a list of values and their labels (the values themselves without one),
 * each value keeping its literal type, so that a page's type names exactly these.
 */
export const optionsOf = <const V extends readonly string[]>(values: V, labels?: Readonly<Record<V[number], string>>) =>
  values.map((value: V[number]) => ({ value, label: labels?.[value] ?? value })) as unknown as {
    readonly [I in keyof V]: { readonly value: V[I]; readonly label: string };
  };

export type Options = readonly ChoiceOption[];
