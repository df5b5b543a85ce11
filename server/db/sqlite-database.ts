import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { commitNotices } from "./commit-notices.ts";
import type { Database, Queryable, Row } from "./database.ts";
import { callSite, refuseInsideOwnTransaction, runAsTransaction } from "./transaction-scope.ts";

/** SQLite numbers its parameters ?1, ?2 …; the shared SQL writes them PostgreSQL's way, $1, $2 … */
const toSqliteParameters = (sql: string) => sql.replace(/\$(\d+)/g, "?$1");

const toSqliteValue = (value: unknown): SQLInputValue => {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  return value as SQLInputValue;
};

/**
 * SQLite through Node's built-in driver. WAL lets staff read while the site writes; FULL syncs
 * every commit, so an acknowledged message survives a power cut, not only a crash of this process.
 * The driver is synchronous, and an async transaction could otherwise let another request's
 * statements in between its own: every statement and transaction waits its turn in one queue,
 * shared by all connections of this process to the same file (a second connection's BEGIN would
 * otherwise block the thread that holds the first one's lock). Other processes wait on SQLite's lock.
 */
const queues = new Map<string, Promise<unknown>>();

/**
 * Where an `everyInstance` notice goes on SQLite: the other handles of this process on the same
 * file. SQLite serves one instance of the site; no other process is told.
 */
const handlesByFile = new Map<string, Set<(topic: string) => void>>();

export function openSqliteDatabase(options: { path: string; readOnly?: boolean }): Database {
  const path = resolve(options.path);
  if (!options.readOnly) mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { readOnly: options.readOnly ?? false });
  try {
    // A short wait: the driver is synchronous, so waiting for a lock stalls every request.
    db.exec("PRAGMA busy_timeout = 2000");
    if (!options.readOnly) {
      db.exec("PRAGMA journal_mode = WAL");
      db.exec("PRAGMA synchronous = FULL");
      // A deleted message is overwritten with zeros, not left readable in the file's free pages
      // until SQLite happens to reuse them (a right to erasure that a copy of the file would undo).
      db.exec("PRAGMA secure_delete = ON");
    }
  } catch (error) {
    db.close();
    throw error;
  }

  const statements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();
  function run<T extends Row>(sql: string, params: readonly unknown[] = []): T[] {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(toSqliteParameters(sql));
      statements.set(sql, statement);
    }
    return statement.all(...params.map(toSqliteValue)) as T[];
  }
  const notices = commitNotices();
  const siblings = handlesByFile.get(path) ?? new Set();
  handlesByFile.set(path, siblings);
  siblings.add(notices.fromElsewhere);
  const tellSiblings = (topics: Iterable<string>) => {
    for (const topic of topics) for (const sibling of siblings) if (sibling !== notices.fromElsewhere) sibling(topic);
  };
  const notifyNow: Queryable["notify"] = (topic, options) => {
    notices.now(topic);
    if (options?.everyInstance) tellSiblings([topic]);
  };
  const direct = (notify: Queryable["notify"]): Queryable => ({
    dialect: "sqlite",
    query: async (sql, params) => run(sql, params),
    script: async (sql) => db.exec(sql),
    notify,
  });

  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = (queues.get(path) ?? Promise.resolve()).then(work, work);
    queues.set(
      path,
      result.catch(() => undefined),
    );
    return result;
  }

  /**
   * The outer handle's calls: each waits its turn in the file's queue, so one made from inside a
   * transaction on this file would wait for that transaction to end, which waits for it; refused
   * at once instead (transaction-scope.ts).
   */
  function outer<A extends unknown[], T>(call: string, act: (...args: A) => Promise<T>) {
    const method = (...args: A): Promise<T> => {
      try {
        refuseInsideOwnTransaction(path, call, method);
      } catch (error) {
        return Promise.reject(error);
      }
      return act(...args);
    };
    return method;
  }

  const transaction = outer("transaction", <T>(work: (tx: Queryable) => Promise<T>) => {
    const begun = callSite(transaction);
    return inTurn(async () => {
      db.exec("BEGIN IMMEDIATE");
      const pending = notices.transaction();
      try {
        const result = await runAsTransaction(path, begun, () => work(direct(pending.notify)));
        db.exec("COMMIT");
        pending.commit();
        tellSiblings(pending.shared());
        return result;
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
    });
  });

  return {
    dialect: "sqlite",
    location: path,
    query: outer("query", (sql: string, params?: readonly unknown[]) =>
      inTurn(async () => run(sql, params)),
    ) as Queryable["query"],
    script: outer("script", (sql: string) => inTurn(async () => db.exec(sql))),
    notify: notifyNow,
    listen: notices.listen,
    transaction: transaction as Database["transaction"],
    close: outer("close", () =>
      inTurn(async () => {
        siblings.delete(notices.fromElsewhere);
        if (siblings.size === 0) handlesByFile.delete(path);
        db.close();
      }),
    ),
  };
}
