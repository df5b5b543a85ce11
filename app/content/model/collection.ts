import type { z } from "zod";
import { recordSchemaOf } from "./field-schemas.ts";
import type { Fields, RecordOf } from "./fields.ts";

/** A check across a record's fields, in one language: where it points, and what it says when it fails. */
export type RecordCheck<R> = {
  readonly field: string;
  readonly message: string;
  readonly test: (record: R) => boolean;
};

export type ListSpec<F extends Fields = Fields> = {
  readonly min: number;
  readonly max: number;
  /** The field that is a record's id: `slug` where it is also an address of the site. */
  readonly id: keyof F & string;
  /** The field whose text names a record in the editor's lists. */
  readonly name: keyof F & string;
  /** What one record is called ("project"). */
  readonly item: string;
};

/**
 * One collection of the edition, declared once: its fields, and for a list the number of records
 * its section's layout handles (the specification's counts are the starting content, not
 * limits), which field is a record's id and which names it. Without `list`: one record (the
 * company's texts, the site's details).
 */
export type CollectionDeclaration<F extends Fields = Fields> = {
  readonly label: string;
  readonly help?: string;
  /** The data file of the initial edition (app/content/edition/data/<file>.json). */
  readonly file: string;
  readonly fields: F;
  readonly list?: ListSpec<F>;
  /** Kept as Markdown files beside the data (app/insights/<language>/<slug>.md). */
  readonly markdownFiles?: true;
  readonly checks?: readonly RecordCheck<RecordOf<F>>[];
};

export type Collection<
  F extends Fields = Fields,
  L extends ListSpec<F> | undefined = ListSpec<F> | undefined,
> = CollectionDeclaration<F> & {
  readonly list: L;
  /** One record as a page reads it in one language. */
  readonly recordSchema: z.ZodType<RecordOf<F>>;
};

/** A collection, with its one-language record schema derived from its fields and checks. */
export function collection<const F extends Fields, const L extends ListSpec<F> | undefined = undefined>(
  declaration: CollectionDeclaration<F> & { readonly list?: L },
): Collection<F, L> {
  const base = recordSchemaOf(declaration.fields);
  const checks = declaration.checks ?? [];
  const recordSchema = (
    checks.length === 0
      ? base
      : base.superRefine((record, context) => {
          for (const check of checks) {
            if (!check.test(record)) context.addIssue({ code: "custom", path: [check.field], message: check.message });
          }
        })
  ) as z.ZodType<RecordOf<F>>;
  return { ...declaration, list: declaration.list as L, recordSchema };
}

export const isList = (collection: CollectionDeclaration) => collection.list !== undefined;
