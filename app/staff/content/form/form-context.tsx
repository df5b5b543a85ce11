import { createContext, useContext } from "react";
import { problemKey } from "./form-names.ts";

/** A Markdown text as "Show preview" rendered it, or why it could not be. */
export type RenderedPreview = { html: string } | { error: string };

export type RecordOption = { id: string; name: string };

/** What every widget of a record form reads besides its own field and value. */
export type FormContextValue = {
  /** Problems of the last save, by field (form-names.ts problemKey). */
  problems: ReadonlyMap<string, string>;
  /** False for a translator: structure is shown as text and not posted. */
  editable: boolean;
  /** Paths of texts whose translation may be out of date (their English changed after them). */
  stale: ReadonlySet<string>;
  /** For a text whose translation may be out of date: its English before the change, by path. */
  englishBefore?: Readonly<Record<string, string>>;
  /** Markdown texts rendered by "Show preview", by path and language. */
  previews: Readonly<Record<string, Readonly<Record<string, RenderedPreview>>>>;
  /** The records a reference may point to, by collection. */
  records: Readonly<Record<string, readonly RecordOption[]>>;
  /** The pages of the site a page field offers. */
  pages: readonly { path: string; name: string }[];
};

export const FormContext = createContext<FormContextValue>({
  problems: new Map(),
  editable: true,
  stale: new Set(),
  previews: {},
  records: {},
  pages: [],
});

export const useFormContext = () => useContext(FormContext);

/** The problem said of a field (and language), if any. */
export function useProblem(path: string, language?: string): string | undefined {
  return useFormContext().problems.get(problemKey(path, language));
}
