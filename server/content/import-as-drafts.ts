import { recordId } from "../../app/content/edition/collections.ts";
import type { ContentService, EditionJson, Problem, RecordKey } from "./content-service.ts";
import { orderId } from "./edition-records.ts";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An edition from files laid over the published one as drafts, record by record (`npm run content
 * -- import DIR` without --publish): what differs is saved as that record's draft, a record the
 * files lack as its removal, a new order as the list's order draft. Staff then review, preview and
 * publish it in the editor. Each save is judged as the editor's are; a record refused is reported
 * and the rest still loaded. Returns the records saved and the problems met.
 */
export async function importAsDrafts(
  content: ContentService,
  edition: EditionJson,
  by: string,
): Promise<{ saved: RecordKey[]; problems: Problem[] }> {
  const published = (await content.published()).edition;
  const drafts = await content.drafts();
  const saved: RecordKey[] = [];
  const problems: Problem[] = [];
  async function save(key: RecordKey, value: unknown) {
    const draft = drafts.find((d) => d.key.collection === key.collection && d.key.id === key.id);
    const result = await content.saveDraft({ key, value, baseRevision: draft?.revision ?? 0, by });
    if (result.ok) saved.push(key);
    else if ("problems" in result) problems.push(...result.problems);
    else problems.push({ ...key, message: `${result.conflict.savedBy} saved this record meanwhile: not loaded` });
  }
  for (const [collection, value] of Object.entries(edition)) {
    const before = published[collection];
    if (!Array.isArray(value) || !Array.isArray(before)) {
      if (!same(value, before)) await save({ collection, id: collection }, value);
      continue;
    }
    const ids = value.map(recordId);
    for (const record of value) {
      const id = recordId(record);
      if (id === undefined) {
        problems.push({ collection, message: "a record without an id: not loaded" });
        continue;
      }
      if (
        !same(
          record,
          before.find((old) => recordId(old) === id),
        )
      )
        await save({ collection, id }, record);
    }
    for (const old of before) {
      const id = recordId(old);
      if (id !== undefined && !ids.includes(id)) await save({ collection, id }, null);
    }
    const kept = before.map(recordId).filter((id) => id !== undefined && ids.includes(id));
    const added = ids.filter((id) => !kept.includes(id));
    if (!same([...kept, ...added], ids)) await save({ collection, id: orderId }, ids);
  }
  return { saved, problems };
}
