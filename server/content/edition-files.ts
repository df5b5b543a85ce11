import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { collectionNames, collections } from "../../app/content/edition/collections.ts";
import type { EditionJson, Problem } from "./content-service.ts";

/**
 * An edition as data files, one JSON file per collection, named as in the repository
 * (app/content/edition/data/): what `npm run content -- export` writes and `import` reads, so an
 * export can be committed as the next initial edition, and a repository's files published.
 */
export function writeEditionFiles(edition: EditionJson, dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return collectionNames.map((name) => {
    const file = join(dir, `${collections[name].file}.json`);
    writeFileSync(file, `${JSON.stringify(edition[name], null, 2)}\n`);
    return file;
  });
}

/** The edition in `dir`, or what keeps it from being read (a file missing, or not JSON), by collection. */
export function readEditionFiles(dir: string): { edition: EditionJson; problems: Problem[] } {
  const edition: EditionJson = {};
  const problems: Problem[] = [];
  for (const name of collectionNames) {
    const file = join(dir, `${collections[name].file}.json`);
    if (!existsSync(file)) {
      problems.push({ collection: name, message: `${file} is missing` });
      continue;
    }
    try {
      edition[name] = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      problems.push({ collection: name, message: `${file} is not JSON: ${(error as Error).message}` });
    }
  }
  return { edition, problems };
}
