import { describeProblem } from "../../app/content/edition/edition-problems.ts";
import { collectionProblems } from "../../app/content/model/model-problems.ts";
import type { CollectionName } from "../../app/content/model/model.ts";

/** Deeper than any collection's records (a category's cards' texts are 5 levels down). */
export const maxEditionDepth = 12;

type Node = { value: unknown; path: string; depth: number };

/**
 * Where a data file's JSON is nested deeper than any record is, found without recursion (a file
 * of 9,000 nested arrays overflowed the stack of the code that walked it): the path of the first
 * value too deep, or undefined.
 */
export function tooDeep(value: unknown): string | undefined {
  const stack: Node[] = [{ value, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value: node, path, depth } = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    if (depth >= maxEditionDepth) return path || "(the top)";
    const entries = Array.isArray(node)
      ? node.map((child, index) => [String(index), child] as const)
      : Object.entries(node);
    for (const [key, child] of entries)
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
  }
  return undefined;
}

/**
 * What keeps a collection's data file from being imported as it is, in words that name the file
 * and the key: nesting deeper than any record, or what the content model says is not a value of
 * the collection (a key it does not declare, `__proto__` among them; a value of the wrong kind).
 * Unfinished texts pass: `import --publish` judges the whole edition as Publish does.
 */
export function editionFileProblem(name: CollectionName, value: unknown, file: string): string | undefined {
  const deep = tooDeep(value);
  if (deep !== undefined)
    return `${file}: ${deep} is nested deeper than ${maxEditionDepth} levels, deeper than any record`;
  const problems = collectionProblems(name, value, { forPublish: false, edition: {} }).filter(
    (problem) => !problem.message.startsWith("choose one of"),
  );
  if (problems.length === 0) return undefined;
  const shown = problems.slice(0, 5).map(describeProblem).join("; ");
  return `${file}: ${shown}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ""}`;
}
