/**
 * Every address a Markdown text links to or shows as an image, found in one pass without parsing
 * it (the parser is kept off the event loop: markdown-renderer.server.ts): inline links and images
 * (`[text](address)`, `![alt](address)`), reference definitions (`[name]: address`), autolinks
 * (`<https://…>`) and the addresses GitHub's Markdown links by themselves (`https://…`, `www.…`,
 * an email address). What a translator may not change (app/staff/content/text-only-change.ts):
 * the words around them are theirs, where a link leads and which image shows are an editor's.
 * Each once, sorted, so that two texts with the same links in another order compare equal.
 */
const maxAddress = 500;

/** A space, tab, line break, `)` or `>`: where an address in `](…` ends. */
const endsAddress = (code: number) => code <= 0x20 || code === 0x29 || code === 0x3e;

export function linkTargets(markdown: string): string[] {
  const found: string[] = [];
  // `](address` and `]: address`: the address runs to a space, a closing parenthesis or the line's end.
  // Each character is read once: the next "]" is looked for after the address just read.
  for (let at = markdown.indexOf("]"); at !== -1;) {
    const next = markdown[at + 1];
    if (next !== "(" && next !== ":") {
      at = markdown.indexOf("]", at + 1);
      continue;
    }
    let start = at + 2;
    while (markdown[start] === " " || markdown[start] === "<") start += 1;
    const stop = Math.min(markdown.length, start + maxAddress);
    let end = start;
    while (end < stop && !endsAddress(markdown.charCodeAt(end))) end += 1;
    found.push(markdown.slice(start, end));
    at = markdown.indexOf("]", Math.max(end, at + 1));
  }
  for (const token of markdown.split(/\s+/)) {
    if (token.length > maxAddress * 2) continue;
    const autolink = /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/i.exec(token);
    if (autolink) found.push(autolink[1]!);
    else if (!token.includes("](") && /(?:https?:\/\/|www\.)/i.test(token)) found.push(token.replace(/^[^hw]*/i, ""));
    else if (!token.includes("](") && /^[^@\s]+@[^@\s]+\.[a-z]{2,}\W*$/i.test(token)) found.push(token);
  }
  return [...new Set(found)].sort();
}
