// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "./database.ts";
import { OwnTransactionCall } from "./transaction-scope.ts";

/** A repository function written the wrong way: it reads through the outer handle while its transaction is open. */
async function countInsideOwnTransaction(db: Database) {
  return db.transaction(async (tx) => {
    await tx.query("SELECT 1 AS one");
    return db.query("SELECT count(*) AS n FROM content_drafts");
  });
}

describe.each(storeFactories)("a transaction on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    await db.close();
  });

  it("refuses at once, naming the caller, a query through the outer handle from inside itself", async () => {
    const started = performance.now();
    const refused = await countInsideOwnTransaction(db).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OwnTransactionCall);
    expect(String((refused as Error).message)).toMatch(/query was called .* by countInsideOwnTransaction/);
    expect(String((refused as Error).message)).toMatch(/the transaction was begun by countInsideOwnTransaction/);
    // Not a timeout: it did not wait for anything (the store's own statement timeout is 10 s).
    expect(performance.now() - started).toBeLessThan(5_000);
    // The store still works, and the refused transaction was rolled back.
    expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });

  it("refuses a nested transaction and a script through the outer handle too", async () => {
    await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toThrow(OwnTransactionCall);
    await expect(db.transaction(async () => db.script("SELECT 1"))).rejects.toThrow(/script was called/);
  });

  it("lets work a transaction left running use the outer handle once it has ended", async () => {
    let later: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.query("SELECT 2 AS two"));
      await tx.query("SELECT 1 AS one");
    });
    expect(await later).toEqual([{ two: 2 }]);
  });

  it("lets transactions of other requests run while one is open, in turn", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = db.transaction(async (tx) => {
      await tx.query("SELECT 1 AS one");
      await held;
      order.push("first");
    });
    // Another request, outside the first one's work: it waits, it is not refused.
    const second = db.query("SELECT 2 AS two").then(() => order.push("second"));
    setTimeout(release, 20);
    await Promise.all([first, second]);
    expect(order).toContain("second");
    expect(order).toContain("first");
  });
});
