/**
 * A form field's name is its JSON path, dotted: `cards.2.title.en`. The form's own controls (the
 * revision it was loaded at, what a button does) start with "$", which no record key may (shapeOf
 * refuses it), so the two never meet.
 */
export const childName = (prefix: string, key: string | number) => (prefix === "" ? String(key) : `${prefix}.${key}`);

export const isControlName = (name: string) => name.startsWith("$");

export const controlNames = { intent: "$intent", revision: "$revision", op: "$op" } as const;

/** The id of a field's input, the anchor a problem links to (ids may hold dots). */
export const fieldId = (name: string) => `f-${name}`;

/**
 * The record's own id (`slug` for categories) is its key in the store: it is shown, not edited, and
 * taken back from the stored record, so that a form cannot move a draft to another record.
 */
export const identityKeys: ReadonlySet<string> = new Set(["id", "slug"]);

/**
 * Keys whose text is Markdown (an Insights article's body): the form gives it a tall monospace
 * text area and a preview rendered by the site's own pipeline (markdown-preview.server.ts).
 */
export const markdownKeys: ReadonlySet<string> = new Set(["body"]);
