import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Which transactions the code now running is inside. A store call made through the outer handle
 * from inside one of its own transactions waits for that transaction, which waits for the call:
 * on SQLite every statement of a process queues behind the open transaction, so it hangs for ever;
 * on PostgreSQL it takes a second connection, reads around the transaction and, once the pool is
 * exhausted, hangs too. Such a call fails at once instead, on both stores, naming where it was made.
 */
type OpenTransaction = {
  /** The store's identity: what its transactions queue on (SQLite: the file; PostgreSQL: the handle). */
  store: unknown;
  open: boolean;
  /** Where the transaction was asked for (its stack is formatted only if an error needs it). */
  begun: Error;
  outer: OpenTransaction | undefined;
};

const scope = new AsyncLocalStorage<OpenTransaction>();

/** A store call through the outer handle from inside its own transaction: a bug in the caller, never retried. */
export class OwnTransactionCall extends Error {
  override readonly name = "OwnTransactionCall";
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- what Error.captureStackTrace takes
type StackTop = Function;

/**
 * Where a driver's method was called from: a stack whose first frame is its caller's (`method`
 * and what it called are left out). Taken synchronously, before the call waits its turn, since a
 * queued callback's stack no longer shows who asked.
 */
export function callSite(method: StackTop): Error {
  const site = new Error("called");
  Error.captureStackTrace(site, method);
  return site;
}

/** The first frame of a stack made by callSite: the function that called the driver, and where. */
export function callerOf(site: Error): string {
  const frame = (site.stack ?? "").split("\n")[1];
  return frame?.trim().replace(/^at /, "") ?? "an unknown caller";
}

/** Runs a transaction's `work` so that the outer handle's calls from inside it are recognised. */
export async function runAsTransaction<T>(store: unknown, begun: Error, work: () => Promise<T>): Promise<T> {
  const transaction: OpenTransaction = { store, open: true, begun, outer: scope.getStore() };
  try {
    return await scope.run(transaction, work);
  } finally {
    // Work it started and left running (a promise not awaited) may use the outer handle later.
    transaction.open = false;
  }
}

/**
 * Throws when the code calling `method` (a driver's query, script, transaction or close on the
 * outer handle) runs inside an open transaction of `store`.
 */
export function refuseInsideOwnTransaction(store: unknown, call: string, method: StackTop): void {
  for (let open = scope.getStore(); open; open = open.outer) {
    if (open.open && open.store === store) {
      throw new OwnTransactionCall(
        `${call} was called on the store's outer handle from inside one of its own transactions, by ` +
          `${callerOf(callSite(method))}; the transaction was begun by ${callerOf(open.begun)}. Inside a ` +
          "transaction, use the transaction's handle (tx): the outer one waits for the transaction to end.",
      );
    }
  }
}
