import { iso, type Queryable, type Row } from "../db/database.ts";
import type { EditionJson, PublishedVersion, VersionSummary } from "./content-service.ts";

/**
 * The published editions, kept whole and for ever: there is deliberately no update or delete here
 * (restoring inserts an old edition again under a new number).
 */

const summary = (row: Row): VersionSummary => ({
  number: Number(row.number),
  publishedAt: iso(row.published_at),
  publishedBy: String(row.published_by),
  note: String(row.note),
});

/** Frozen: the service hands the same parsed edition to every caller (and keeps it cached). */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const version = (row: Row): PublishedVersion => ({
  ...summary(row),
  edition: deepFreeze(JSON.parse(String(row.edition)) as EditionJson),
});

export async function latestNumber(db: Queryable): Promise<number | undefined> {
  const [row] = await db.query("SELECT max(number) AS number FROM content_versions");
  return row?.number === null || row?.number === undefined ? undefined : Number(row.number);
}

export async function readVersion(db: Queryable, number: number): Promise<PublishedVersion | undefined> {
  const [row] = await db.query("SELECT * FROM content_versions WHERE number = $1", [number]);
  return row ? version(row) : undefined;
}

export async function listVersions(db: Queryable, limit: number): Promise<VersionSummary[]> {
  const rows = await db.query(
    "SELECT number, published_at, published_by, note FROM content_versions ORDER BY number DESC LIMIT $1",
    [limit],
  );
  return rows.map(summary);
}

/**
 * Adds the next version. Called under the content lock (content-lock.server.ts), so the number is
 * free; should it not be (a caller without the lock), the primary key refuses and nothing changes.
 */
export async function insertVersion(
  db: Queryable,
  entry: { edition: EditionJson; publishedBy: string; note: string; at: Date },
): Promise<number> {
  const number = ((await latestNumber(db)) ?? 0) + 1;
  await db.query(
    "INSERT INTO content_versions (number, edition, published_at, published_by, note) VALUES ($1, $2, $3, $4, $5)",
    [number, JSON.stringify(entry.edition), entry.at.toISOString(), entry.publishedBy, entry.note],
  );
  return number;
}
