import { iso, type Queryable, type Row } from "../db/database.ts";
import type { Draft, RecordKey } from "./content-service.ts";

const draft = (row: Row): Draft => ({
  key: { collection: String(row.collection), id: String(row.record_id) },
  value: row.value === null ? null : (JSON.parse(String(row.value)) as unknown),
  revision: Number(row.revision),
  savedBy: String(row.saved_by),
  savedAt: iso(row.saved_at),
  baseVersion: Number(row.base_version),
});

/** Oldest save first: records added by drafts join their list in this order. */
export async function listDrafts(db: Queryable): Promise<Draft[]> {
  const rows = await db.query("SELECT * FROM content_drafts ORDER BY saved_at, collection, record_id");
  return rows.map(draft);
}

/**
 * Stores one record's draft under the next revision the record ever had (not only this draft:
 * content_draft_revisions outlives drafts), so an editor still holding a revision of a draft
 * since published or discarded can never match a newer one. Returns the new revision.
 */
export async function writeDraft(
  db: Queryable,
  entry: { key: RecordKey; value: unknown | null; savedBy: string; at: Date; baseVersion: number },
): Promise<number> {
  const { collection, id } = entry.key;
  const [counted] = await db.query(
    `INSERT INTO content_draft_revisions (collection, record_id, revision) VALUES ($1, $2, 1)
     ON CONFLICT (collection, record_id) DO UPDATE SET revision = content_draft_revisions.revision + 1
     RETURNING revision`,
    [collection, id],
  );
  const revision = Number(counted?.revision);
  await db.query(
    `INSERT INTO content_drafts (collection, record_id, value, revision, saved_by, saved_at, base_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (collection, record_id) DO UPDATE SET value = excluded.value, revision = excluded.revision,
       saved_by = excluded.saved_by, saved_at = excluded.saved_at`,
    [
      collection,
      id,
      entry.value === null ? null : JSON.stringify(entry.value),
      revision,
      entry.savedBy,
      entry.at.toISOString(),
      entry.baseVersion,
    ],
  );
  return revision;
}

/** Whether there was a draft to delete. */
export async function deleteDraft(db: Queryable, key: RecordKey): Promise<boolean> {
  const rows = await db.query(
    "DELETE FROM content_drafts WHERE collection = $1 AND record_id = $2 RETURNING revision",
    [key.collection, key.id],
  );
  return rows.length > 0;
}

export async function deleteAllDrafts(db: Queryable): Promise<void> {
  await db.query("DELETE FROM content_drafts");
}
