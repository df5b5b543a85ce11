// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "./database.ts";

/** What a queue relies on to wake its sender (server/outbox/queue.server.ts), the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("commit notices on $name", (factory) => {
  let db: Database;
  const heard = vi.fn();
  beforeEach(async () => {
    db = await factory.open();
    heard.mockClear();
    db.listen("outbox", heard);
    await db.script("CREATE TABLE notice_probe (id INTEGER)");
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await db.close();
  });

  it("tells a topic's listeners once the transaction that notified it commits, once however often it notified", async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notice_probe (id) VALUES (1)");
      tx.notify("outbox");
      tx.notify("outbox");
      // Not yet: a listener that read the table now would not see the row.
      expect(heard).not.toHaveBeenCalled();
    });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("tells nobody when the transaction rolls back", async () => {
    const failed = db.transaction(async (tx) => {
      await tx.query("INSERT INTO notice_probe (id) VALUES (2)");
      tx.notify("outbox");
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    expect(heard).not.toHaveBeenCalled();
  });

  it("tells at once outside a transaction, only the topic's own listeners, and stops when asked", async () => {
    const other = vi.fn();
    const stop = db.listen("elsewhere", other);
    db.notify("outbox");
    expect(heard).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    stop();
    db.notify("elsewhere");
    expect(other).not.toHaveBeenCalled();
  });

  it("keeps the commit and the other listeners when one listener throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    db.listen("outbox", () => {
      throw new Error("listener broke");
    });
    const after = vi.fn();
    db.listen("outbox", after);
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notice_probe (id) VALUES (3)");
      tx.notify("outbox");
    });
    expect(after).toHaveBeenCalledTimes(1);
    expect(await db.query("SELECT id FROM notice_probe")).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("a commit listener failed"));
  });
});
