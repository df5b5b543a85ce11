// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eventually } from "../../tests/support/eventually.ts";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "./database.ts";

/** Waits until `listener` has not been called for a while (a start-up call may be on its way). */
const quiet = (listener: ReturnType<typeof vi.fn>) =>
  eventually(async () => {
    const before = listener.mock.calls.length;
    await new Promise((settle) => setTimeout(settle, 150));
    return listener.mock.calls.length === before;
  });

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

  it("tells another handle on the same store (another instance) of a notice meant for every instance, only once committed", async () => {
    const another = await factory.openAnother();
    try {
      const plain = vi.fn();
      const published = vi.fn();
      another.listen("plain", plain, { everyInstance: true });
      another.listen("published", published, { everyInstance: true });
      // PostgreSQL starts listening on its own connection, and calls once when it has: wait for
      // a notice to get through before counting (on SQLite the first one does).
      await eventually(async () => {
        await db.transaction(async (tx) => tx.notify("published", { everyInstance: true }));
        return published.mock.calls.length > 0;
      });
      await quiet(published);
      plain.mockClear();
      published.mockClear();

      // Neither a plain notice nor a rolled-back one leaves this handle; notices arrive in commit
      // order, so by the time "published" is heard, a stray "plain" would have been.
      db.notify("plain");
      await db.transaction(async (tx) => tx.notify("plain"));
      await expect(
        db.transaction(async (tx) => {
          tx.notify("plain", { everyInstance: true });
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      await db.transaction(async (tx) => {
        tx.notify("published", { everyInstance: true });
        tx.notify("published", { everyInstance: true });
      });
      await eventually(() => published.mock.calls.length > 0);
      expect(plain).not.toHaveBeenCalled();
      expect(published).toHaveBeenCalledTimes(1);

      // Outside a transaction, at once; and this handle's own listeners hear it once, not twice.
      const own = vi.fn();
      db.listen("published", own, { everyInstance: true });
      // PostgreSQL: this handle now listens to the others too, and says so once when it does.
      if (factory.name === "PostgreSQL") await eventually(() => own.mock.calls.length > 0);
      own.mockClear();
      db.notify("published", { everyInstance: true });
      await eventually(() => published.mock.calls.length === 2);
      expect(own).toHaveBeenCalledTimes(1);
    } finally {
      await another.close();
    }
  });

  // Only PostgreSQL has a listening connection to lose: SQLite's notices stay in the one process.
  if (factory.name === "PostgreSQL")
    it("listens again after losing its listening connection, and then tells its listeners to look for themselves", async () => {
      const another = await factory.openAnother();
      try {
        const published = vi.fn();
        another.listen("published", published, { everyInstance: true });
        await eventually(() => published.mock.calls.length > 0); // listening has started
        published.mockClear();
        vi.spyOn(console, "log").mockImplementation(() => {});
        const [killed] = await db.query(
          "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = 'jamdani-site notices' AND datname = current_database()",
        );
        expect(killed?.n).toBe(1);
        // Notices sent while it was away are lost: the restart call stands for them.
        await eventually(() => published.mock.calls.length > 0);
        expect(console.log).toHaveBeenCalledWith(expect.stringContaining("lost the database notice connection"));
        published.mockClear();
        await quiet(published);
        await db.transaction(async (tx) => tx.notify("published", { everyInstance: true }));
        await eventually(() => published.mock.calls.length > 0);
      } finally {
        await another.close();
      }
    });
});
