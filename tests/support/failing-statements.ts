import type { Database, Queryable, Row } from "../../server/db/database.ts";

/**
 * The store with some statements failing as the database would fail them (a lock or statement
 * timeout, a broken table): each statement `fails` picks throws, inside a transaction or not;
 * every other statement runs on the real store. For tests of what the code does when one step
 * of its work fails.
 */
export function withFailingStatements(db: Database, fails: (sql: string) => boolean): Database {
  const failing =
    (queryable: Queryable) =>
    <T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> =>
      fails(sql)
        ? Promise.reject(new Error(`injected failure of: ${sql.trim().slice(0, 60)}`))
        : queryable.query<T>(sql, params);
  return {
    ...db,
    query: failing(db),
    transaction: (work) => db.transaction((tx) => work({ ...tx, query: failing(tx) })),
  };
}
