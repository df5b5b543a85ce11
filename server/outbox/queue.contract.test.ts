// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { createOutbox } from "./outbox-store.server.ts";
import { queue } from "./queue.server.ts";

/** Queueing wakes the sender itself, once the change that owes the delivery is committed. */
describe.each(storeFactories)("the outbox's queue on $name", (factory) => {
  let db: Database;
  const wake = vi.fn();
  let lead = 0;
  beforeEach(async () => {
    db = await factory.open();
    wake.mockClear();
    createOutbox(db).listen(wake);
    const [row] = await db.query(
      `INSERT INTO messages (created_at, name, email, subject, message, ip_hash, user_agent, language)
       VALUES ($1, 'Rahim', 'rahim@example.com', 'Website', 'Hello', 'h', '', 'en') RETURNING id`,
      [new Date().toISOString()],
    );
    lead = Number(row?.id);
  });
  afterEach(async () => {
    await db.close();
  });

  it("wakes the sender once the transaction that queued commits, and not before", async () => {
    await db.transaction(async (tx) => {
      expect(await queue(tx, { kind: "notification", channel: "email", messageId: lead })).toBe(true);
      expect(await queue(tx, { kind: "notification", channel: "telegram", messageId: lead })).toBe(true);
      expect(wake).not.toHaveBeenCalled();
    });
    expect(wake).toHaveBeenCalledTimes(1);
    expect(await createOutbox(db).pendingCount()).toBe(2);
  });

  it("wakes nobody for a change that rolled back, nor for a delivery already queued", async () => {
    const failed = db.transaction(async (tx) => {
      await queue(tx, { kind: "notification", channel: "email", messageId: lead });
      throw new Error("the change failed");
    });
    await expect(failed).rejects.toThrow("the change failed");
    expect(wake).not.toHaveBeenCalled();
    expect(await queue(db, { kind: "notification", channel: "email", messageId: lead })).toBe(true);
    expect(wake).toHaveBeenCalledTimes(1);
    // A notification is owed once per lead and channel: queueing it again changes nothing.
    expect(await queue(db, { kind: "notification", channel: "email", messageId: lead })).toBe(false);
    expect(wake).toHaveBeenCalledTimes(1);
  });
});
