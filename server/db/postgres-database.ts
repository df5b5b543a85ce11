import pg from "pg";
import { log } from "../shared/log.ts";
import { commitNotices } from "./commit-notices.ts";
import type { Database, Queryable } from "./database.ts";
import { postgresNotices } from "./postgres-notices.ts";
import { callSite, refuseInsideOwnTransaction, runAsTransaction } from "./transaction-scope.ts";

export type PostgresOptions = {
  url: string;
  /** Connections this instance may hold; N instances hold up to N × poolSize. */
  poolSize: number;
  /** How long a request waits for a free connection (or a new one) before failing. */
  connectTimeoutMs: number;
  /** The server cancels any statement running longer: a stuck query cannot hold a request for ever. */
  statementTimeoutMs: number;
  idleTimeoutMs: number;
};

/** "host:port/database" of a connection URL: what logs and /healthz may show (no user, no password). */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname || "localhost"}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
}

/**
 * PostgreSQL through `pg`'s connection pool. A connection that breaks (the server restarted, the
 * network dropped) is discarded by the pool and the next query opens a new one, so the site
 * recovers by itself when the database comes back.
 */
export function openPostgresDatabase(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    idleTimeoutMillis: options.idleTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    application_name: "jamdani-site",
  });
  // An idle connection that dies emits here; unhandled, it would end the process.
  pool.on("error", (error) =>
    log.warn("PostgreSQL connection lost; the pool will reconnect", { error: error.message }),
  );

  const notices = commitNotices();
  const elsewhere = postgresNotices({
    url: options.url,
    connectTimeoutMs: options.connectTimeoutMs,
    fromElsewhere: notices.fromElsewhere,
    restarted: notices.restarted,
  });
  const notifyNow: Queryable["notify"] = (topic, noticeOptions) => {
    notices.now(topic);
    if (noticeOptions?.everyInstance) {
      elsewhere
        .send(pool, topic)
        .catch((error: Error) => log.warn("could not tell the other instances", { topic, error: error.message }));
    }
  };
  const queryable = (client: pg.Pool | pg.PoolClient, notify: Queryable["notify"]): Queryable => ({
    dialect: "postgres",
    async query(sql, params = []) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows;
    },
    // Without parameters pg uses the simple protocol, which accepts several statements at once.
    script: async (sql) => void (await client.query(sql)),
    notify,
  });

  // This handle's identity for transaction-scope.ts: its own calls from inside its transactions fail at once.
  const self = {};
  const guarded = <A extends unknown[], T>(call: string, act: (...args: A) => Promise<T>) => {
    const method = (...args: A): Promise<T> => {
      try {
        refuseInsideOwnTransaction(self, call, method);
      } catch (error) {
        return Promise.reject(error);
      }
      return act(...args);
    };
    return method;
  };
  const outer = queryable(pool, notifyNow);

  const transaction = guarded("transaction", async <T>(work: (tx: Queryable) => Promise<T>) => {
    const begun = callSite(transaction);
    const client = await pool.connect();
    const pending = notices.transaction();
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await runAsTransaction(self, begun, () => work(queryable(client, pending.notify)));
      // Sent inside the transaction: PostgreSQL delivers a NOTIFY at COMMIT, and drops it on rollback.
      for (const topic of pending.shared()) await elsewhere.send(client, topic);
      await client.query("COMMIT");
      pending.commit();
      return result;
    } catch (error) {
      try {
        await client.query("ROLLBACK");
      } catch (rollbackError) {
        // The connection itself failed: hand it back marked broken so the pool drops it.
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  });

  return {
    ...outer,
    query: guarded("query", outer.query) as Queryable["query"],
    script: guarded("script", outer.script),
    location: describePostgresUrl(options.url),
    listen(topic, listener, listenOptions) {
      if (listenOptions?.everyInstance) elsewhere.start();
      return notices.listen(topic, listener, listenOptions);
    },
    transaction: transaction as Database["transaction"],
    close: guarded("close", async () => {
      await elsewhere.close();
      await pool.end();
    }),
  };
}
