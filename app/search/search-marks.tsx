import { Fragment, type ReactNode } from "react";
import { eachWordSpan, type WordSpan } from "./search-text.ts";

/** Characters of body text a result shows around its first matching word. */
export const snippetLength = 180;

/**
 * The part of `text` a result shows: the whole of a short text, otherwise about `snippetLength`
 * characters from a little before the first word in `marked`, cut at spaces, with "…" where cut.
 */
export function snippetOf(text: string, marked: ReadonlySet<string>): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= snippetLength) return plain;
  let first: WordSpan | undefined;
  for (const span of eachWordSpan(plain)) {
    if (!marked.has(span.word)) continue;
    first = span;
    break;
  }
  let start = first ? Math.max(0, first.start - 50) : 0;
  if (start > 0) start = plain.indexOf(" ", start) + 1 || start;
  let end = Math.min(plain.length, start + snippetLength);
  if (end < plain.length) end = plain.lastIndexOf(" ", end) > start ? plain.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "… " : ""}${plain.slice(start, end)}${end < plain.length ? " …" : ""}`;
}

/**
 * `text` with each word in `marked` (normalized words, search-text.ts) inside <mark>, as React
 * elements: React escapes the text, so whatever the content holds (`<script>`, `&`) is shown as
 * written and never read as markup. No HTML string is ever built here.
 */
export function Marked({ text, marked }: { text: string; marked: ReadonlySet<string> }): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const span of eachWordSpan(text)) {
    if (!marked.has(span.word)) continue;
    if (span.start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, span.start)}</Fragment>);
    parts.push(
      <mark key={`m${span.start}`} className="rounded-sm bg-saffron-soft px-0.5 text-inherit">
        {text.slice(span.start, span.end)}
      </mark>,
    );
    at = span.end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return parts;
}
