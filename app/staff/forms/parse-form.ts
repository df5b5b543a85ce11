import { data } from "react-router";
import type { z } from "zod";

/**
 * One way to read a staff form (CONVENTIONS practice 7): a zod schema, a discriminated union on
 * `intent` where a page makes several changes, and the FormData a browser without JavaScript
 * posted. The answer is the typed data, or the reasons in plain words (beside each field by name,
 * and for the form as a whole) with what was typed, so the page can put both back.
 */

/** What a form posted, as the page puts it back: one text per field, a list for a field sent several times. */
export type FormValues = Record<string, string | string[]>;
/** Why a post was refused: `fields` beside each control by its name, `form` above the form. */
export type FormErrors = { form?: string; fields: Record<string, string> };
/** The answer to a refused post (status 4xx): the reasons and what was typed. */
export type FormRefusal = { errors: FormErrors; values: FormValues };

export type ParsedForm<T> = { ok: true; data: T; values: FormValues } | ({ ok: false } & FormRefusal);

/**
 * What comes back to the page is cut to this many characters a field (the longest staff text, a
 * reply, may have 20,000: a refused one still comes back whole). The schema reads the whole text.
 */
const echoLimit = 40_000;

/** Zod's own messages are for developers; these are for staff. A schema's own message comes first. */
function plainWords(issue: z.core.$ZodRawIssue): string {
  if (issue.path?.[0] === "intent") return "This form is out of date. Reload the page and try again.";
  switch (issue.code) {
    case "too_small":
      return issue.origin === "string" && Number(issue.minimum) <= 1
        ? "Fill this in."
        : `Use at least ${Number(issue.minimum).toLocaleString("en")} characters.`;
    case "too_big":
      return `Use at most ${Number(issue.maximum).toLocaleString("en")} characters.`;
    case "invalid_type":
      return issue.input === undefined ? "Fill this in." : "Check this field.";
    case "invalid_value":
      return "Choose one of the options.";
    case "invalid_format":
      return issue.format === "email" ? "Enter an email address, such as name@example.com." : "Check this field.";
    default:
      return "Check this field.";
  }
}

/**
 * The posted fields as the schema reads them: text, or for a name in `lists` (boxes ticked
 * several times, such as roles) every value, none at all as []. Files are left out: no staff
 * form outside the content editor takes one.
 */
function readForm(form: FormData, lists: readonly string[]) {
  const input = new Map<string, string | string[]>(lists.map((name) => [name, []]));
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const seen = input.get(name);
    if (Array.isArray(seen)) seen.push(value);
    else if (seen === undefined) input.set(name, value);
  }
  // fromEntries defines own properties: a field named __proto__ stays a field.
  return Object.fromEntries(input);
}

const echo = (input: Record<string, string | string[]>): FormValues =>
  Object.fromEntries(
    Object.entries(input).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.slice(0, 100).map((item) => item.slice(0, echoLimit)) : value.slice(0, echoLimit),
    ]),
  );

export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  form: FormData,
  options: { lists?: readonly string[] } = {},
): ParsedForm<z.output<Schema>> {
  const input = readForm(form, options.lists ?? []);
  const values = echo(input);
  const parsed = schema.safeParse(input, { error: plainWords });
  if (parsed.success) return { ok: true, data: parsed.data, values };
  const errors: FormErrors = { fields: {} };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    // The first reason a field has is the one to fix first; a form-level one names no field.
    if (typeof field === "string" && field !== "intent") errors.fields[field] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return { ok: false, errors, values };
}

/** A refusal as the action's answer: the reasons and what was typed, with a 4xx status. */
export function refuse(values: FormValues, errors: Partial<FormErrors>, status = 400) {
  return data<FormRefusal>(refusal(values, errors), { status });
}

export const refusal = (values: FormValues, errors: Partial<FormErrors>): FormRefusal => ({
  errors: { ...(errors.form !== undefined && { form: errors.form }), fields: errors.fields ?? {} },
  values,
});

/** The refusal of the form with this intent, if the last post was that one's (a page has several). */
export function refusalOf<Answer extends Partial<FormRefusal>>(
  answer: Answer | undefined,
  intent: string,
): (Answer & FormRefusal) | undefined {
  return answer?.errors && answer.values?.intent === intent ? (answer as Answer & FormRefusal) : undefined;
}

/** A list field's values as ticked ([] when none was, or it was not posted). */
export function listed(values: FormValues | undefined, name: string): string[] {
  const value = values?.[name];
  return Array.isArray(value) ? value : [];
}

/** A field's text as typed, for a control's defaultValue ("" when it was not posted). */
export function typed(values: FormValues | undefined, name: string): string {
  const value = values?.[name];
  return typeof value === "string" ? value : "";
}
