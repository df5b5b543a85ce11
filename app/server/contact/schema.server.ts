import { z } from "zod";
import {
  contactFieldNames,
  contactFields,
  contactMessages,
  type ContactFieldName,
} from "../../content/contact-form.ts";

export type ContactInput = Record<ContactFieldName, string>;
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;
export type ContactValidation =
  { ok: true; data: ContactInput } | { ok: false; errors: ContactFieldErrors; values: ContactInput };

/** Characters as a person counts them: an emoji or a Bangla letter is one, not two UTF-16 units. */
export const characterCount = (value: string) => [...value].length;

const emailFormat = z.email();

function field(name: ContactFieldName) {
  const { label, noun, minLength, maxLength } = contactFields[name];
  // One message per field, the most useful first: empty, then too short/long, then format.
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const length = characterCount(value);
      let message: string | undefined;
      if (length === 0) message = contactMessages.required(noun);
      else if (length < minLength) message = contactMessages.tooShort(label, minLength);
      else if (length > maxLength) message = contactMessages.tooLong(label, maxLength);
      else if (name === "email" && !emailFormat.safeParse(value).success) message = contactMessages.invalidEmail;
      if (message) ctx.addIssue({ code: "custom", message });
    });
}

export const contactSchema = z.object({
  name: field("name"),
  email: field("email"),
  subject: field("subject"),
  message: field("message"),
});

/**
 * What was typed, for redisplay beside the errors. Capped at twice the field's limit: enough to
 * let someone trim an over-long message, never an echo of a megabyte someone posted on purpose.
 */
function keptValue(value: FormDataEntryValue | null, name: ContactFieldName): string {
  if (typeof value !== "string") return "";
  const cap = contactFields[name].maxLength * 2;
  // Cut in UTF-16 units first (a code point is at most two), so a huge value is never spread whole.
  return [...value.slice(0, cap * 2)].slice(0, cap).join("");
}

export function validateContact(form: FormData): ContactValidation {
  // A file upload or a missing field is read as empty text, so it gets the ordinary "required" message.
  const raw = Object.fromEntries(
    contactFieldNames.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as ContactInput;
  const result = contactSchema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as ContactFieldName;
    errors[name] ??= issue.message;
  }
  const values = Object.fromEntries(contactFieldNames.map((name) => [name, keptValue(form.get(name), name)]));
  return { ok: false, errors, values: values as ContactInput };
}
