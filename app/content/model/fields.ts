/**
 * The kinds of field a collection declares (collections.ts): what each holds, whether it has a
 * text per language (a translator's to change; everything else is structure, an editor's), its
 * label and help, whether a record may leave it out, and its limits. The kind picks the editor's
 * widget. Everything else is derived from the declaration: the pages' one-language schemas and
 * types (field-schemas.ts), the stored edition's checks, the editor's form and its reading, a new
 * record's values, a translator's rights (model-checks.ts, form-reading.ts).
 */
type Base = {
  /** What staff see beside the control. */
  readonly label: string;
  /** One line under the label: what to write, or what the field does on the page. */
  readonly help?: string;
  /** A record may leave it out (the editor offers to add it, and to remove it). */
  readonly optional?: boolean;
};

export type TextField = Base & {
  readonly kind: "text";
  /** One line, a paragraph (a text area), or an article's Markdown (a text area with a preview). */
  readonly lines: "one" | "paragraph" | "markdown";
  /** Characters, in each language. */
  readonly min?: number;
  readonly max?: number;
  /** One text for every language (a brand name): structure, an editor's. */
  readonly untranslated?: boolean;
};
export type NumberField = Base & {
  readonly kind: "number";
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
};
/** A web address visitors follow (https://…). */
export type LinkField = Base & { readonly kind: "link" };
/** A page of this site, by its path ("/contact-us"). */
export type PageField = Base & { readonly kind: "page" };
export type EmailField = Base & { readonly kind: "email" };
/** A phone number as people write it ("+880 1712-345678"); its links use the digits alone. */
export type PhoneField = Base & { readonly kind: "phone" };
/** An image of the site or an upload: its size is read from the image, its alt text is per language. */
export type ImageField = Base & { readonly kind: "image" };
export type ChoiceOption = { readonly value: string; readonly label: string };
export type ChoiceField = Base & { readonly kind: "choice"; readonly options: readonly ChoiceOption[] };
/** A record of another collection, by its id (an article's author, from the team). */
export type ReferenceField = Base & { readonly kind: "reference"; readonly collection: string };
export type DateField = Base & { readonly kind: "date" };
export type BooleanField = Base & { readonly kind: "boolean" };
/** A short code checked against a pattern (a video id, a handle, a time of day, a postcode). */
export type CodeField = Base & { readonly kind: "code"; readonly pattern: RegExp; readonly example: string };
/** A check across a group's fields: where it points, and what it says when it fails. */
export type GroupCheck = {
  readonly field: string;
  readonly message: string;
  readonly test: (value: Readonly<Record<string, unknown>>) => boolean;
};
export type GroupField = Base & {
  readonly kind: "group";
  readonly fields: Fields;
  readonly checks?: readonly GroupCheck[];
};
export type ListField = Base & {
  readonly kind: "list";
  readonly of: Field;
  /** What one item is called ("card", "paragraph"). */
  readonly item: string;
  readonly min?: number;
  readonly max?: number;
  /** Items are told apart by this field of theirs (a social link by its network): no two alike. */
  readonly unique?: string;
};
/** A record's id: lowercase words joined by hyphens, its address in the editor and, for some, on the site. */
export type IdField = Base & { readonly kind: "id"; readonly reserved?: readonly string[] };

export type Field =
  | TextField
  | NumberField
  | LinkField
  | PageField
  | EmailField
  | PhoneField
  | ImageField
  | ChoiceField
  | ReferenceField
  | DateField
  | BooleanField
  | CodeField
  | GroupField
  | ListField
  | IdField;

export type FieldKind = Field["kind"];

export type Fields = { readonly [key: string]: Field };

/** Whether a field's stored value has a text per language. */
export const isTranslated = (field: Field): field is TextField => field.kind === "text" && !field.untranslated;

/** The collections a record's reference fields point to (an article's author: the team), at any depth. */
export function referencedCollections(fields: Fields): string[] {
  const found = new Set<string>();
  const visit = (field: Field) => {
    if (field.kind === "reference") found.add(field.collection);
    else if (field.kind === "group") Object.values(field.fields).forEach(visit);
    else if (field.kind === "list") visit(field.of);
  };
  Object.values(fields).forEach(visit);
  return [...found];
}

/** A phone number's digits with its leading +, as tel: and wa.me links take it (E.164). */
export const phoneLinkForm = (display: string) => `+${display.replace(/\D/g, "")}`;

export const plural = (word: string, count: number) => (count === 1 ? word : `${word}s`);

/** An item's name after "a" or "an", as staff read it: "an article", "a card". */
export const aOrAn = (word: string) => `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;

/** An image as a page reads it, in one language. */
export type ImageValue = { src: string; alt: string; width: number; height: number };

/** What a field holds in one language: the type the pages read, derived from the declaration. */
export type ValueOf<F> = F extends TextField | LinkField | PageField | EmailField | ReferenceField
  ? string
  : F extends DateField | CodeField | IdField
    ? string
    : F extends NumberField
      ? number
      : F extends BooleanField
        ? boolean
        : F extends PhoneField
          ? { display: string; e164: string }
          : F extends ImageField
            ? ImageValue
            : F extends ChoiceField
              ? F["options"][number]["value"]
              : F extends GroupField
                ? RecordOf<F["fields"]>
                : F extends ListField
                  ? ValueOf<F["of"]>[]
                  : never;

type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];

/** A record as a page reads it, in one language: its declared fields, the optional ones optional. */
export type RecordOf<F extends Fields> = {
  -readonly [K in Exclude<keyof F, OptionalKeys<F>>]: ValueOf<F[K]>;
} & { -readonly [K in OptionalKeys<F>]?: ValueOf<F[K]> };
