import type { Collection } from "../model/collection.ts";
import { fieldLabel } from "../model/field-paths.ts";
import { languageOf } from "../model/languages.ts";
import { collectionProblems, type Problem } from "../model/model-problems.ts";
import { collectionNames, collectionOf, model, type CollectionName } from "../model/model.ts";
import { recordId } from "./collections.ts";
import type { Edition } from "./initial-edition.ts";

export type { Problem };

/**
 * Everything wrong with an edition, each problem naming its collection, record, field and
 * language (content model: app/content/model/). A draft (`forPublish: false`) is refused only what
 * is wrong, never what is unfinished; Publish needs every language, every required field and
 * every list within the bounds its section's layout handles.
 */
export function editionProblems(edition: Partial<Edition>, options: { forPublish: boolean }): Problem[] {
  return collectionNames.flatMap((name) =>
    collectionProblems(name, edition[name], { forPublish: options.forPublish, edition }),
  );
}

type Path = readonly (string | number)[];

/** Where a path inside a collection's value points: the record (by id, for lists) and the field's path in it. */
function locate(collection: CollectionName, value: unknown, path: Path): Pick<Problem, "id" | "field"> {
  if (!model[collection].list) return { id: collection, ...(path.length ? { field: path.join(".") } : {}) };
  const [index, ...rest] = path;
  const record = Array.isArray(value) && typeof index === "number" ? value[index] : undefined;
  const id = recordId(record) ?? (typeof index === "number" ? `#${index + 1}` : undefined);
  return { ...(id ? { id } : {}), ...(rest.length ? { field: rest.join(".") } : {}) };
}

/** A problem as one line: "Latest projects › nirog-medical › Title (Bangla): the Bangla text is missing". */
export function describeProblem(problem: Problem): string {
  const collection = collectionOf(problem.collection) as Collection | undefined;
  const field = problem.field && collection ? fieldLabel(collection.fields, undefined, problem.field) : problem.field;
  const where = [
    collection?.label ?? problem.collection,
    problem.id !== problem.collection ? problem.id : undefined,
    field,
  ]
    .filter(Boolean)
    .join(" › ");
  const language = problem.language ? ` (${languageOf(problem.language).name})` : "";
  return `${where}${language}: ${problem.message}`;
}

/** Every image an edition shows (a record's `image`, a category's and its cards'), with where it is. */
export function imageReferences(edition: Partial<Edition>): Array<Omit<Problem, "message"> & { src: string }> {
  const found: Array<Omit<Problem, "message"> & { src: string }> = [];
  const walk = (name: CollectionName, root: unknown, node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) node.forEach((child, index) => walk(name, root, child, [...path, index]));
    else if (typeof node === "object" && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (key === "src" && typeof child === "string")
          found.push({ collection: name, ...locate(name, root, path.concat(key)), src: child });
        else walk(name, root, child, [...path, key]);
      }
    }
  };
  for (const name of collectionNames) walk(name, edition[name], edition[name], []);
  return found;
}
