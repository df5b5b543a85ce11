import { iso, type Queryable, type Row } from "../db/database.ts";
import type { RecordKey, Schedule, ScheduleState } from "./content-service.ts";

const schedule = (row: Row): Schedule => ({
  id: Number(row.id),
  publishAt: iso(row.publish_at),
  records: JSON.parse(String(row.records)) as RecordKey[],
  createdBy: String(row.created_by),
  createdAt: iso(row.created_at),
  state: String(row.state) as ScheduleState,
  outcome: String(row.outcome),
  version: row.version === null || row.version === undefined ? null : Number(row.version),
});

export async function insertSchedule(
  db: Queryable,
  entry: { records: readonly RecordKey[]; publishAt: Date; by: string; at: Date },
): Promise<number> {
  const records = entry.records.map(({ collection, id }) => ({ collection, id }));
  const [row] = await db.query(
    `INSERT INTO content_schedules (publish_at, records, created_by, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [entry.publishAt.toISOString(), JSON.stringify(records), entry.by, entry.at.toISOString()],
  );
  return Number(row?.id);
}

/** The waiting ones, soonest first, then the last `recent` that ended, newest first. */
export async function listSchedules(db: Queryable, recent = 10): Promise<Schedule[]> {
  const waiting = await db.query("SELECT * FROM content_schedules WHERE state = 'waiting' ORDER BY publish_at, id");
  const ended = await db.query(
    "SELECT * FROM content_schedules WHERE state <> 'waiting' ORDER BY publish_at DESC, id DESC LIMIT $1",
    [recent],
  );
  return [...waiting, ...ended].map(schedule);
}

export async function readSchedule(db: Queryable, id: number): Promise<Schedule | undefined> {
  const [row] = await db.query("SELECT * FROM content_schedules WHERE id = $1", [id]);
  return row && schedule(row);
}

/** Waiting schedules whose time has come, oldest first. */
export async function dueSchedules(db: Queryable, now: Date): Promise<Schedule[]> {
  const rows = await db.query(
    "SELECT * FROM content_schedules WHERE state = 'waiting' AND publish_at <= $1 ORDER BY publish_at, id",
    [now.toISOString()],
  );
  return rows.map(schedule);
}

/** Ends a waiting schedule; false when it was no longer waiting (gone out, or cancelled already). */
export async function endSchedule(
  db: Queryable,
  id: number,
  end: { state: Exclude<ScheduleState, "waiting">; outcome: string; version?: number },
): Promise<boolean> {
  const rows = await db.query(
    "UPDATE content_schedules SET state = $2, outcome = $3, version = $4 WHERE id = $1 AND state = 'waiting' RETURNING id",
    [id, end.state, end.outcome, end.version ?? null],
  );
  return rows.length > 0;
}
