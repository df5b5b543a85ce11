import { randomUUID } from "node:crypto";
import pg from "pg";
import { log } from "../shared/log.ts";

/** The one channel every instance's `everyInstance` notices travel on; the payload names the topic. */
export const noticeChannel = "site_notices";

/** After a lost listening connection, the next attempt waits this long, doubling up to the cap. */
const retryMs = { first: 500, max: 30_000 };

/**
 * The PostgreSQL side of `everyInstance` notices (server/db/commit-notices.ts): a transaction
 * sends `pg_notify` before its COMMIT, so PostgreSQL delivers it exactly when the change is
 * committed, and never after a rollback; one connection per handle, opened only once someone
 * listens, LISTENs and hands other handles' notices on. PostgreSQL drops notices for a connection
 * that is gone, so after (re)connecting `restarted` tells the listeners to look for themselves.
 */
export function postgresNotices(options: {
  url: string;
  connectTimeoutMs: number;
  fromElsewhere: (topic: string) => void;
  restarted: () => void;
}) {
  // Our own notices come back on our LISTEN connection: this handle's listeners already heard them.
  const sender = randomUUID();
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = retryMs.first;
  let closed = false;

  const payload = (topic: string) => JSON.stringify({ sender, topic });

  function received(message: pg.Notification) {
    if (message.channel !== noticeChannel || !message.payload) return;
    try {
      const notice = JSON.parse(message.payload) as { sender?: unknown; topic?: unknown };
      if (notice.sender !== sender && typeof notice.topic === "string") options.fromElsewhere(notice.topic);
    } catch {
      log.warn("ignored a malformed database notice", { channel: noticeChannel });
    }
  }

  function lost(connection: pg.Client, error?: Error) {
    if (client !== connection) return;
    client = undefined;
    void connection.end().catch(() => undefined);
    if (closed) return;
    log.warn("lost the database notice connection; reconnecting", { error: error?.message, retryInMs: delayMs });
    retryTimer = setTimeout(connect, delayMs);
    retryTimer.unref();
    delayMs = Math.min(delayMs * 2, retryMs.max);
  }

  async function connect() {
    retryTimer = undefined;
    if (closed || client) return;
    const connection = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs,
      application_name: "jamdani-site notices",
    });
    client = connection;
    connection.on("error", (error) => lost(connection, error));
    connection.on("end", () => lost(connection));
    connection.on("notification", received);
    try {
      await connection.connect();
      await connection.query(`LISTEN ${noticeChannel}`);
    } catch (error) {
      lost(connection, error as Error);
      return;
    }
    if (closed) return void connection.end().catch(() => undefined);
    delayMs = retryMs.first;
    options.restarted();
  }

  return {
    /** The statement a transaction runs before COMMIT for each `everyInstance` topic. */
    send: (queryable: { query(sql: string, params: unknown[]): Promise<unknown> }, topic: string) =>
      queryable.query("SELECT pg_notify($1, $2)", [noticeChannel, payload(topic)]),
    /** Starts listening, once (the first `everyInstance` listener calls it). */
    start() {
      if (!client && !retryTimer && !closed) void connect();
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
