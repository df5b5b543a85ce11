import { z } from "zod";
import { contactFieldNames, contactFieldStructure, type ContactFieldName } from "../../app/content/contact-form.ts";
import { locales, type Locale } from "../../app/content/locale.ts";
import { siteContent } from "../../app/content/site-content.ts";

export type ContactInput = Record<ContactFieldName, string>;
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;
export type ContactValidation =
  { ok: true; data: ContactInput } | { ok: false; errors: ContactFieldErrors; values: ContactInput };

/** Whether a surrogate pair (one character in two UTF-16 units, e.g. an emoji) starts at `index`. */
const pairAt = (value: string, index: number) =>
  (value.charCodeAt(index) & 0xfc00) === 0xd800 && (value.charCodeAt(index + 1) & 0xfc00) === 0xdc00;

/**
 * How many UTF-16 units the first `max` characters of `value` take. Counted in place: spreading
 * the fields of a 64 KiB post into arrays of characters took 0.6 ms.
 */
function unitsOf(value: string, max: number): number {
  let units = 0;
  for (let count = 0; count < max && units < value.length; count += 1) units += pairAt(value, units) ? 2 : 1;
  return units;
}

/** Characters as a person counts them: an emoji or a Bangla letter is one, not two UTF-16 units. */
export function characterCount(value: string): number {
  let count = 0;
  for (let units = 0; units < value.length; count += 1) units += pairAt(value, units) ? 2 : 1;
  return count;
}

const emailFormat = z.email();

/** A field's rules, with its messages in the language of the page the form was sent from. */
function field(name: ContactFieldName, language: Locale) {
  const { fields, messages } = siteContent(language).contact;
  const { label, noun, minLength, maxLength } = fields[name];
  // One message per field, the most useful first: empty, then too short/long, then format.
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      // Past twice the limit in UTF-16 units it is too long whatever it holds (a character is one
      // unit or two): not counted, so a 60 KB post costs no more than a full one.
      const length = value.length > maxLength * 2 ? maxLength + 1 : characterCount(value);
      let message: string | undefined;
      if (length === 0) message = messages.required(noun);
      else if (length < minLength) message = messages.tooShort(label, minLength);
      else if (length > maxLength) message = messages.tooLong(label, maxLength);
      else if (name === "email" && !emailFormat.safeParse(value).success) message = messages.invalidEmail;
      if (message) ctx.addIssue({ code: "custom", message });
    });
}

const schemaIn = (language: Locale) =>
  z.object({
    name: field("name", language),
    email: field("email", language),
    subject: field("subject", language),
    message: field("message", language),
  });

/** One schema per language, built once: the rules are the same, only the messages differ. */
export const contactSchemas = Object.fromEntries(locales.map((locale) => [locale, schemaIn(locale)])) as Record<
  Locale,
  ReturnType<typeof schemaIn>
>;

/**
 * What was typed, for redisplay beside the errors. Capped at twice the field's limit: enough to
 * let someone trim an over-long message, never an echo of a megabyte someone posted on purpose.
 */
function keptValue(value: FormDataEntryValue | null, name: ContactFieldName): string {
  if (typeof value !== "string") return "";
  return value.slice(0, unitsOf(value, contactFieldStructure[name].maxLength * 2));
}

export function validateContact(form: FormData, language: Locale = "en"): ContactValidation {
  // A file upload or a missing field is read as empty text, so it gets the ordinary "required" message.
  const raw = Object.fromEntries(
    contactFieldNames.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as ContactInput;
  const result = contactSchemas[language].safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as ContactFieldName;
    errors[name] ??= issue.message;
  }
  const values = Object.fromEntries(contactFieldNames.map((name) => [name, keptValue(form.get(name), name)]));
  return { ok: false, errors, values: values as ContactInput };
}
