/** A run of one text: the same in both, or only in the one before (removed) or after (added). */
export type WordRun = { kind: "same" | "removed" | "added"; text: string };

/** Beyond this many word pairs a comparison is not worth its time: the texts are shown whole. */
const maxCells = 1_000_000;

/** Words, each with the spaces after it, so that the runs put back together are the text. */
const tokens = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

/**
 * The words of `before` and `after`, as runs in reading order, by their longest common
 * subsequence: what stayed, what went, what came. Undefined for texts too long to compare word by
 * word (over a million word pairs), which are shown whole.
 */
export function wordDiff(before: string, after: string): WordRun[] | undefined {
  const a = tokens(before);
  const b = tokens(after);
  // A word is the same word whatever follows it: "done." at the end and "done. " before a new sentence.
  const same = (i: number, j: number) => a[i]!.trimEnd() === b[j]!.trimEnd();
  if (a.length * b.length > maxCells) return undefined;
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..], in one flat array.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * width + j] = same(i, j)
        ? lengths[(i + 1) * width + j + 1]! + 1
        : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
  const runs: WordRun[] = [];
  const push = (kind: WordRun["kind"], text: string) => {
    const last = runs.at(-1);
    if (last?.kind === kind) last.text += text;
    else runs.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && same(i, j)) {
      // The later text's spacing: the word may have gained a space before what came after it.
      push("same", b[j]!);
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || lengths[i * width + j + 1]! >= lengths[(i + 1) * width + j]!)) {
      push("added", b[j]!);
      j += 1;
    } else {
      push("removed", a[i]!);
      i += 1;
    }
  }
  return runs;
}
