/**
 * Limits on an article's Markdown, checked before it is parsed, in one pass: the Markdown parser
 * (micromark) takes time that grows faster than the text for some shapes (blockquotes nested
 * thousands deep, thousands of unclosed links in one paragraph), so a body is refused when it is
 * longer, deeper or denser than any article needs. The longest article has 11,000 characters,
 * lines of at most 660 and 21 links; the limits leave several times that room. At the limits, the
 * densest bodies (40,000 characters of table cells or emphasis) take about 2 s in the worker. What passes them
 * renders in well under a second; the worker's time limit (markdown-renderer.server.ts) is the
 * last guard, not the usual one.
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
} as const;

const fence = /^ {0,3}(?:```|~~~)/;
const containerMarker = /^ {0,3}(?:>|[-+*](?=\s|$)|\d{1,9}[.)](?=\s|$))\s*/;

/** How many blockquote and list markers open a line: each is a level of nesting. */
function depthOf(line: string): number {
  let depth = 0;
  let rest = line;
  // Bounded by the line's length limit, checked first; each turn consumes at least one character.
  for (let match = containerMarker.exec(rest); match && depth <= markdownLimits.depth;) {
    depth += 1;
    rest = rest.slice(match[0].length);
    match = containerMarker.exec(rest);
  }
  // Indentation nests lists too: every 2 spaces (or a tab) beyond the first 3 may open a level.
  const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, "    ").length;
  return Math.max(depth, Math.floor(Math.max(0, indent - 3) / 2));
}

/** Why `markdown` is refused before it is rendered, in words staff can act on; undefined: it is not. */
export function markdownLimitProblem(markdown: string): string | undefined {
  const limits = markdownLimits;
  if (markdown.length > limits.length) {
    return `this text has ${markdown.length.toLocaleString("en")} characters; an article may have at most ${limits.length.toLocaleString("en")}: split it into two articles`;
  }
  let brackets = 0;
  let markers = 0;
  let blockLines = 0;
  let lineNumber = 0;
  let inFence = false;
  for (const line of markdown.split("\n")) {
    lineNumber += 1;
    if (line.length > limits.lineLength) {
      return `line ${lineNumber} has ${line.length.toLocaleString("en")} characters; a line may have at most ${limits.lineLength.toLocaleString("en")}: break it into paragraphs`;
    }
    // A fenced code block's lines are shown as they are: the parser does not look into them.
    if (fence.test(line)) inFence = !inFence;
    if (inFence || line.trim() === "") {
      brackets = 0;
      markers = 0;
      blockLines = 0;
      continue;
    }
    blockLines += 1;
    if (blockLines > limits.linesPerBlock) {
      return `the table or list ending on line ${lineNumber} has more than ${limits.linesPerBlock} lines: split it`;
    }
    if (depthOf(line) > limits.depth) {
      return `line ${lineNumber} nests quotes or lists more than ${limits.depth} levels deep`;
    }
    for (let i = 0; i < line.length; i += 1) {
      const c = line.charCodeAt(i);
      // [ ] ( ) : 0x5b 0x5d 0x28 0x29; * _ ~ ` : 0x2a 0x5f 0x7e 0x60
      if (c === 0x5b || c === 0x5d) brackets += 1;
      else if (c === 0x2a || c === 0x5f || c === 0x7e || c === 0x60) markers += 1;
    }
    if (brackets > limits.bracketsPerBlock) {
      return `the paragraph ending on line ${lineNumber} has more than ${limits.bracketsPerBlock} brackets ([ ]); an article's paragraph needs far fewer: split it`;
    }
    if (markers > limits.markersPerBlock) {
      return `the paragraph ending on line ${lineNumber} has more than ${limits.markersPerBlock} emphasis or code marks (* _ ~ \`): split it`;
    }
  }
  return undefined;
}
