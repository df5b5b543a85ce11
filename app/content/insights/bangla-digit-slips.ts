import { latinNamesWithDigits } from "../bn/latin-allowlist.ts";
import { localizeDigits } from "../locale.ts";

/**
 * Bangla prose writes its numbers in Bangla digits (৮৫+, ২০২০ সাল থেকে), but what a reader types or
 * copies into a system keeps Latin digits, as the glossary says (docs/bangla-glossary.md): code, the
 * formats an article recommends (+8801712345678, 2026-10-27), versions and the names of standards
 * (TLS 1.2, CVSS 4.0, OWASP Top 10). A Bangla digit there is a slip: a reader who copies
 * "+৮৮০১৭১১…" into a form or "TLS ১.২" into a search gets nothing. This finds them in a Markdown
 * body, line by line.
 */

export type DigitSlip = { line: number; text: string; kind: string };

const bn = "[০-৯]";
// The Bangla words a slip puts inside a standard's name: "OWASP টপ ১০", "CVSS ভার্সন ৪.০".
const banglaWord = "(?:(?:টপ|ভার্সন|সংস্করণ|ভি)\\s+)?";
const patterns: { kind: string; pattern: RegExp }[] = [
  // An acronym, then (perhaps one Bangla word: "OWASP টপ ১০") a number: TLS 1.2, ISO 27001, CVSS 4.0.
  {
    kind: "a version or standard name",
    pattern: new RegExp(`\\b[A-Z][A-Z0-9-]+\\s+${banglaWord}${bn}+(?:[.-]${bn}+)*`, "g"),
  },
  // Any Latin-script name followed by a dotted number: "Laravel ১১.২". Prose decimals (২.৫ লাখ) pass.
  { kind: "a version", pattern: new RegExp(`\\b[A-Za-z][\\w+-]*\\s+${banglaWord}${bn}+\\.${bn}+`, "g") },
  // Date formats: 2026-10-27, 27/10/2026, 27.10.2026.
  { kind: "a date format", pattern: new RegExp(`${bn}{1,4}[-/.]${bn}{1,2}[-/.]${bn}{1,4}`, "g") },
  // Phone formats: a country code, a leading zero, or a run no prose number has (prose groups digits).
  { kind: "a phone number format", pattern: new RegExp(`\\+${bn}+|(?<![০-৯,])০${bn}+|${bn}{5,}`, "g") },
];

/** Names whose figure is part of the name (Google Analytics 4), as a slip would write them. */
const namesInBanglaDigits = latinNamesWithDigits
  .map((name) => localizeDigits(name, "bn"))
  .filter((name) => /[০-৯]/.test(name));

/** Code spans and fenced blocks: any Bangla digit in them is a slip. */
const codeSpan = /`[^`\n]+`/g;

export function banglaDigitSlips(markdown: string): DigitSlip[] {
  const slips: DigitSlip[] = [];
  let inFence: false | "code" | "text" = false;
  markdown.split("\n").forEach((text, index) => {
    const line = index + 1;
    const fence = /^\s*(```|~~~)\s*(\w*)/.exec(text);
    if (fence) {
      // A ```text block is a form for the reader to copy and fill in their language, not code.
      inFence = inFence ? false : fence[2] === "text" ? "text" : "code";
      return;
    }
    if (inFence === "code") {
      if (/[০-৯]/.test(text)) slips.push({ line, text: text.trim(), kind: "code" });
      return;
    }
    if (inFence === "text") return;
    for (const [span] of text.matchAll(codeSpan))
      if (/[০-৯]/.test(span)) slips.push({ line, text: span, kind: "code" });
    // Link targets are addresses, in Latin digits already; the link's words are prose.
    const prose = text.replace(codeSpan, " ").replace(/\]\([^)\s]*\)/g, "]");
    for (const name of namesInBanglaDigits) if (prose.includes(name)) slips.push({ line, text: name, kind: "a name" });
    for (const { kind, pattern } of patterns)
      for (const [found] of prose.matchAll(pattern))
        if (!slips.some((slip) => slip.line === line && slip.text.includes(found.trim())))
          slips.push({ line, text: found.trim(), kind });
  });
  return slips;
}
