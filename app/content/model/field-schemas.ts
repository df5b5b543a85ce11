import { z } from "zod";
import { isSiteImageSrc, maxImageSrcLength } from "../../lib/image-src.ts";
import { type Field, type Fields, phoneLinkForm, plural, type RecordOf } from "./fields.ts";

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A YYYY-MM-DD that names a day of the calendar (not the 31st of February, which Date.parse rolls on). */
export const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** The zod schema of a field in one language: what a page reads, with the limits the field declares. */
export function fieldSchema(field: Field): z.ZodType {
  const inner = requiredSchema(field);
  return field.optional ? inner.optional() : inner;
}

/** A record's one-language schema: its declared fields, any other key refused. */
export function recordSchemaOf<F extends Fields>(fields: F): z.ZodType<RecordOf<F>> {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)]));
  return z.strictObject(shape) as unknown as z.ZodType<RecordOf<F>>;
}

function requiredSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case "text": {
      let text = z.string();
      if (field.min !== undefined) text = text.min(field.min, `write at least ${field.min} characters`);
      if (field.max !== undefined) text = text.max(field.max, `write at most ${field.max} characters`);
      return text;
    }
    case "number": {
      let number = field.integer ? z.number().int("must be a whole number") : z.number();
      const range =
        field.min !== undefined && field.max !== undefined
          ? `must be between ${field.min} and ${field.max}`
          : undefined;
      if (field.min !== undefined) number = number.min(field.min, range ?? `must be at least ${field.min}`);
      if (field.max !== undefined) number = number.max(field.max, range ?? `must be at most ${field.max}`);
      return number;
    }
    case "link":
      return z.url({
        protocol: /^https?$/,
        error: "a link must be a web address starting with https:// (never javascript: or data:)",
      });
    case "page":
      return z.string().regex(/^\/[a-z0-9/-]*$/, "a page of this site, such as /contact-us");
    case "email":
      return z.email("must be an email address, such as hello@example.com");
    case "phone":
      return z
        .object({
          display: z
            .string()
            .regex(/^\+[\d\s-]{8,20}$/, "write the number with its country code, such as +880 1712-345678"),
          e164: z.string(),
        })
        .refine(
          (phone) => phone.e164 === phoneLinkForm(phone.display),
          "the number for links must match the number shown",
        );
    case "image":
      return z.object({
        src: z.string().max(maxImageSrcLength).refine(isSiteImageSrc, "choose an image of the site or an uploaded one"),
        alt: z.string().min(3, "describe the image in a few words"),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      });
    case "choice":
      return z.enum(field.options.map((option) => option.value) as [string, ...string[]], {
        error: `choose one of: ${field.options.map((option) => option.label).join(", ")}`,
      });
    case "reference":
      return z.string().regex(kebab, "choose one");
    case "date":
      return z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "write the date as YYYY-MM-DD")
        .refine(isCalendarDate, "not a calendar date");
    case "boolean":
      return z.boolean();
    case "code":
      return z.string().regex(field.pattern, `must look like ${field.example}`);
    case "group": {
      const group = recordSchemaOf(field.fields) as z.ZodType<Record<string, unknown>>;
      const checks = field.checks ?? [];
      if (checks.length === 0) return group;
      return group.superRefine((value, context) => {
        for (const check of checks) {
          if (!check.test(value)) context.addIssue({ code: "custom", path: [check.field], message: check.message });
        }
      });
    }
    case "list": {
      let list = z.array(fieldSchema(field.of));
      if (field.min !== undefined)
        list = list.min(field.min, `needs at least ${field.min} ${plural(field.item, field.min)}`);
      if (field.max !== undefined)
        list = list.max(field.max, `takes at most ${field.max} ${plural(field.item, field.max)}`);
      const { unique } = field;
      if (!unique) return list;
      return list.refine(
        (items) => new Set(items.map((item) => (item as Record<string, unknown>)[unique])).size === items.length,
        `each ${field.item} must have its own ${unique}`,
      );
    }
    case "id":
      return z
        .string()
        .regex(kebab, "lowercase words joined by hyphens, such as new-project")
        .refine((id) => !field.reserved?.includes(id), "this id is an address of the section itself");
  }
}
