import type { ReactNode } from "react";
import { fieldId } from "./form-names.ts";

export const textAreaClass =
  "block w-full rounded-xl border border-ink/20 bg-surface p-3 text-base leading-relaxed text-ink";
// Markdown is code of a kind: its marks line up in a fixed-width face, and an article needs room.
export const markdownAreaClass = `${textAreaClass} font-mono text-sm`;
export const legendClass = "font-bold text-teal-deep";

type LabelProps = { htmlFor: string; context?: string; children: ReactNode; lang?: string; required?: boolean };

/**
 * What is seen ("English", "Width"), after the field's place for screen readers ("Cards ›
 * Card 2 › Title, "), since a form of many cards has many "English" fields; required fields marked.
 */
export function Label({ htmlFor, context, children, lang, required }: LabelProps) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block font-semibold" lang={lang}>
      {context && (
        <span className="sr-only" lang="en">
          {context}
        </span>
      )}
      {children}
      {required && (
        <span className="ml-1 text-coral-dark" aria-hidden="true" lang="en">
          *
        </span>
      )}
      {required && (
        <span className="sr-only" lang="en">
          {" "}
          (required)
        </span>
      )}
    </label>
  );
}

export function Help({ path, text }: { path: string; text?: string }) {
  return text ? (
    <p id={`${fieldId(path)}-help`} className="mb-1 text-sm text-ink-soft">
      {text}
    </p>
  ) : null;
}

/** A problem of the field, beside it. */
export function ProblemText({ id, problem }: { id: string; problem: string | undefined }) {
  return problem ? (
    <p id={`${id}-problem`} className="mt-1 text-sm font-semibold text-coral-dark">
      {problem}
    </p>
  ) : null;
}

/** The ids that describe a control: its help and its problem. */
export function describedBy(id: string, options: { help?: boolean; problem?: boolean; extra?: string }) {
  const ids = [options.extra, options.help && `${id}-help`, options.problem && `${id}-problem`].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}
