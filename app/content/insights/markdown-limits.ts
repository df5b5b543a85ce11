/**
 * Limits on an article's Markdown, checked before it is parsed, in one pass over its characters:
 * the Markdown parser (micromark) takes time that grows faster than the text for some shapes
 * (blockquotes nested thousands deep or thousands of them, thousands of unclosed links in one
 * paragraph), so a body is refused when it is longer, deeper or denser than any article needs.
 * The longest article has 11,000 characters, lines of at most 660 and 21 links; the limits leave
 * several times that room. The densest bodies within them (40,000 characters of nested lists,
 * emphasis or links) render in under a second in the worker (`npm run bench:markdown`); its time
 * limit (markdown-renderer.server.ts) is the last guard, not the usual one.
 */
export const markdownLimits = {
  /** Characters in a body. */
  length: 40_000,
  /** Characters on one line (a paragraph is one line in these files). */
  lineLength: 5_000,
  /** Blockquote and list levels on one line (`> > - …`). */
  depth: 8,
  /** Brackets (links, images, footnotes) in one block of lines not separated by a blank line. */
  bracketsPerBlock: 200,
  /** Emphasis and code markers (`*`, `_`, `~`, `` ` ``) in one block. */
  markersPerBlock: 500,
  /** Lines in one block (a table's rows, a list's items). */
  linesPerBlock: 300,
  /** Quotes in a body: the parser's time grows with their square (5,000 short ones took 4 s). */
  quotes: 200,
} as const;

const [space, tab, gt, dash, plus, star, dot, paren, backtick, tilde, underscore, bracketOpen, bracketClose] = [
  " ",
  "\t",
  ">",
  "-",
  "+",
  "*",
  ".",
  ")",
  "`",
  "~",
  "_",
  "[",
  "]",
].map((c) => c.charCodeAt(0));
const isDigit = (c: number) => c >= 48 && c <= 57;
const isBlank = (c: number) => c === space || c === tab || c === 10 || c === 13 || Number.isNaN(c);

/** What one line says of the limits: its nesting, and whether it is blank, a fence, a quote's start. */
type Line = { blank: boolean; fence: boolean; quote: boolean; depth: number; brackets: number; markers: number };

/** Reads the line `text[start, end)` once, by character code (no regular expression, no copy). */
function readLine(text: string, start: number, end: number): Line {
  let at = start;
  let indent = 0;
  for (; at < end; at += 1) {
    const c = text.charCodeAt(at);
    if (c === space) indent += 1;
    else if (c === tab) indent += 4;
    else break;
  }
  if (at === end) return { blank: true, fence: false, quote: false, depth: 0, brackets: 0, markers: 0 };
  const first = text.charCodeAt(at);
  const fence =
    indent <= 3 &&
    (first === backtick || first === tilde) &&
    text.charCodeAt(at + 1) === first &&
    text.charCodeAt(at + 2) === first;
  // Blockquote and list markers, each after at most 3 spaces: a level of nesting each.
  let depth = 0;
  let marker = at;
  while (marker < end && depth <= markdownLimits.depth) {
    const c = text.charCodeAt(marker);
    let after = -1;
    if (c === gt) after = marker + 1;
    else if ((c === dash || c === plus || c === star) && isBlank(text.charCodeAt(marker + 1))) after = marker + 1;
    else if (isDigit(c)) {
      let digit = marker;
      while (digit < end && digit - marker < 9 && isDigit(text.charCodeAt(digit))) digit += 1;
      const c2 = text.charCodeAt(digit);
      if ((c2 === dot || c2 === paren) && isBlank(text.charCodeAt(digit + 1))) after = digit + 1;
    }
    if (after === -1) break;
    depth += 1;
    let spaces = 0;
    marker = after;
    while (marker < end && text.charCodeAt(marker) === space && spaces < 4) {
      marker += 1;
      spaces += 1;
    }
  }
  // Indentation nests lists too: every 2 spaces (or a tab) beyond the first 3 may open a level.
  depth = Math.max(depth, Math.floor(Math.max(0, indent - 3) / 2));
  let brackets = 0;
  let markers = 0;
  for (let i = at; i < end; i += 1) {
    const c = text.charCodeAt(i);
    if (c === bracketOpen || c === bracketClose) brackets += 1;
    else if (c === star || c === underscore || c === tilde || c === backtick) markers += 1;
  }
  return { blank: false, fence, quote: indent <= 3 && first === gt, depth, brackets, markers };
}

/** Why `markdown` is refused before it is rendered, in words staff can act on; undefined: it is not. */
export function markdownLimitProblem(markdown: string): string | undefined {
  const limits = markdownLimits;
  const count = (n: number) => n.toLocaleString("en");
  if (markdown.length > limits.length) {
    return `this text has ${count(markdown.length)} characters; an article may have at most ${count(limits.length)}: split it into two articles`;
  }
  let brackets = 0;
  let markers = 0;
  let blockLines = 0;
  let quotes = 0;
  let inFence = false;
  let lineNumber = 0;
  for (let start = 0; start <= markdown.length;) {
    const newline = markdown.indexOf("\n", start);
    const end = newline === -1 ? markdown.length : newline;
    lineNumber += 1;
    if (end - start > limits.lineLength) {
      return `line ${lineNumber} has ${count(end - start)} characters; a line may have at most ${count(limits.lineLength)}: break it into paragraphs`;
    }
    const line = readLine(markdown, start, end);
    start = end + 1;
    // A fenced code block's lines are shown as they are: the parser does not look into them.
    if (line.fence) inFence = !inFence;
    if (inFence || line.blank) {
      brackets = 0;
      markers = 0;
      blockLines = 0;
      continue;
    }
    blockLines += 1;
    if (blockLines === 1 && line.quote && ++quotes > limits.quotes) {
      return `this text has more than ${limits.quotes} quotes (lines starting with >): an article needs far fewer`;
    }
    if (blockLines > limits.linesPerBlock) {
      return `the table or list ending on line ${lineNumber} has more than ${limits.linesPerBlock} lines: split it`;
    }
    if (line.depth > limits.depth) {
      return `line ${lineNumber} nests quotes or lists more than ${limits.depth} levels deep`;
    }
    brackets += line.brackets;
    markers += line.markers;
    if (brackets > limits.bracketsPerBlock) {
      return `the paragraph ending on line ${lineNumber} has more than ${limits.bracketsPerBlock} brackets ([ ]); an article's paragraph needs far fewer: split it`;
    }
    if (markers > limits.markersPerBlock) {
      return `the paragraph ending on line ${lineNumber} has more than ${limits.markersPerBlock} emphasis or code marks (* _ ~ \`): split it`;
    }
  }
  return undefined;
}
