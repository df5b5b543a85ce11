// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, it } from "vitest";
import { createMessageStore } from "../leads/message-store.server.ts";
import { createOutbox } from "../outbox/outbox-store.server.ts";
import { openDatabase } from "./open-database.ts";
import { migrations } from "./schema.ts";

it("upgrades a SQLite database of the first schema in place: rows kept, marked English, unsent ones queued", async () => {
  const path = join(mkdtempSync(join(tmpdir(), "migrate-")), "contact.sqlite");
  const old = new DatabaseSync(path);
  old.exec(migrations[0]?.sqlite ?? "");
  old.exec("PRAGMA user_version = 1");
  const insert = old.prepare(
    "INSERT INTO messages (created_at, name, email, subject, message, ip_hash, status) VALUES (?, ?, ?, ?, ?, 'h', ?)",
  );
  insert.run("2026-01-01T00:00:00.000Z", "Sent", "a@example.com", "Emailed", "Already emailed", "notified");
  insert.run("2026-01-02T00:00:00.000Z", "Owed", "b@example.com", "Not yet", "Still owed an email", "new");
  old.close();

  const db = await openDatabase({ kind: "sqlite", path }, { quiet: true });
  const store = await createMessageStore(db);
  expect(await store.list()).toMatchObject([
    { name: "Sent", language: "en", status: "notified" },
    { name: "Owed", language: "en", status: "new" },
  ]);
  const owed = await createOutbox(db).claim({ now: new Date(), claimMs: 1_000, maxAttempts: 5, limit: 10 });
  expect(owed.map((delivery) => delivery.message?.name)).toEqual(["Owed"]);
  const [version] = await db.query<{ user_version: number }>("PRAGMA user_version");
  expect(version?.user_version).toBe(migrations.length);
  await db.close();
});

it("keeps the quote of replies written before replies could leave it out, and quotes none by default after", async () => {
  const path = join(mkdtempSync(join(tmpdir(), "migrate-")), "contact.sqlite");
  const step = migrations.findIndex((migration) => migration.name === "reply quotes");
  const old = new DatabaseSync(path);
  for (const migration of migrations.slice(0, step)) old.exec(migration.sqlite);
  old.exec(`PRAGMA user_version = ${step}`);
  old.exec(`INSERT INTO messages (created_at, name, email, subject, message, ip_hash, status)
    VALUES ('2026-01-01T00:00:00.000Z', 'A', 'a@example.com', 'S', 'M', 'h', 'notified')`);
  old.exec(`INSERT INTO lead_replies (message_id, author, body, created_at, email_message_id)
    VALUES (1, 'n@agency.example', 'Old reply', '2026-01-02T00:00:00.000Z', '<r1@agency.example>')`);
  old.close();

  const db = await openDatabase({ kind: "sqlite", path }, { quiet: true });
  await db.query(`INSERT INTO lead_replies (message_id, author, body, created_at, email_message_id)
    VALUES (1, 'n@agency.example', 'New reply', '2026-01-03T00:00:00.000Z', '<r2@agency.example>')`);
  expect(await db.query("SELECT body, quote_message FROM lead_replies ORDER BY id")).toEqual([
    { body: "Old reply", quote_message: 1 },
    { body: "New reply", quote_message: 0 },
  ]);
  await db.close();
});

it("makes every account and pending invite from before roles an admin, with its last sign-in from the audit log", async () => {
  const path = join(mkdtempSync(join(tmpdir(), "migrate-")), "contact.sqlite");
  const step = migrations.findIndex((migration) => migration.name === "staff roles");
  const old = new DatabaseSync(path);
  for (const migration of migrations.slice(0, step)) old.exec(migration.sqlite);
  old.exec(`PRAGMA user_version = ${step}`);
  old.exec(`INSERT INTO staff_users (email, created_at) VALUES ('owner@example.com', '2026-01-01T00:00:00.000Z')`);
  old.exec(`INSERT INTO staff_invites (token_hash, email, created_at, expires_at)
    VALUES ('h', 'new@example.com', '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`);
  old.exec(
    `INSERT INTO audit_log (at, actor, action) VALUES ('2026-01-03T00:00:00.000Z', 'owner@example.com', 'sign-in')`,
  );
  old.close();

  const db = await openDatabase({ kind: "sqlite", path }, { quiet: true });
  expect(await db.query("SELECT roles, last_sign_in_at FROM staff_users")).toEqual([
    { roles: "admin", last_sign_in_at: "2026-01-03T00:00:00.000Z" },
  ]);
  expect(await db.query("SELECT roles FROM staff_invites")).toEqual([{ roles: "admin" }]);
  await db.close();
});
