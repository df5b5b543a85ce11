import { z } from "zod";
import type { DatabaseConfig } from "../db/open-database.ts";
import { milliseconds, setting, settingDocs } from "./setting.ts";

/** Where everything is stored: a SQLite file by default, PostgreSQL for several instances. */
export const databaseFields = {
  CONTACT_DB_PATH: setting(z.string()).default("./data/contact.sqlite").register(settingDocs, {
    description:
      "The SQLite database (messages, staff, analytics), used when `DATABASE_URL` is unset. Its directory is created at start-up; the schema is migrated before the server listens.",
  }),
  DATABASE_URL: setting(
    z.url({ protocol: /^postgres(ql)?$/, error: "must look like postgres://user:password@host:5432/database" }),
  ).register(settingDocs, {
    unset: "SQLite",
    description:
      "`postgres://user:password@host:5432/database`: store everything in PostgreSQL instead of SQLite, as every instance of a multi-instance deployment must ([deploy.md](deploy.md#several-instances-and-postgresql)). Add `?sslmode=require` for a managed server.",
  }),
  DATABASE_POOL_SIZE: setting(z.coerce.number().int().min(1).max(100)).default(10).register(settingDocs, {
    description:
      "Connections each instance may hold (1–100). N instances hold up to N × this: keep it under the server's `max_connections`.",
  }),
  DATABASE_CONNECT_TIMEOUT_MS: setting(milliseconds(100, 60_000)).default(5_000).register(settingDocs, {
    description: "How long a request waits for a PostgreSQL connection before the form answers 503.",
  }),
  DATABASE_STATEMENT_TIMEOUT_MS: setting(milliseconds(100, 600_000))
    .default(10_000)
    .register(settingDocs, { description: "PostgreSQL cancels any statement running longer." }),
  DATABASE_IDLE_TIMEOUT_MS: setting(milliseconds(1_000, 3_600_000))
    .default(30_000)
    .register(settingDocs, { description: "Idle PostgreSQL connections are closed after this long." }),
};

type DatabaseFields = z.output<z.ZodObject<typeof databaseFields>>;

/** SQLite at CONTACT_DB_PATH unless DATABASE_URL names a PostgreSQL server. */
export function databaseSettings(env: DatabaseFields): DatabaseConfig {
  if (!env.DATABASE_URL) return { kind: "sqlite", path: env.CONTACT_DB_PATH };
  return {
    kind: "postgres",
    url: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    idleTimeoutMs: env.DATABASE_IDLE_TIMEOUT_MS,
  };
}
