import { structureValues } from "./record-fields.ts";

/**
 * A translator's form posts only the words (their structure is shown as text, not as inputs:
 * record-form-fields.tsx), so before it is read as a record, every structure field it did not send
 * is taken from the stored record: the link, image, figures and list items stay as stored.
 * A structure field that was sent is kept as sent, so that a hand-made post changing one still
 * reaches the text-only check (text-only-change.ts) and its 403, rather than being quietly undone.
 */
export function withStoredStructure(form: FormData | URLSearchParams, stored: unknown): FormData {
  const filled = new FormData();
  for (const [name, value] of form.entries()) filled.append(name, value);
  for (const [name, value] of structureValues(stored)) if (!filled.has(name)) filled.append(name, value);
  return filled;
}
