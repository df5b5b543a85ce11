import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { migratedTemplate } from "./postgres.ts";

/**
 * A new database in the run's cluster for one test (or file), already at the current schema: a
 * copy of the template the global setup migrated once (tests/support/postgres-global-setup.ts).
 * Throws, failing the test, when the cluster could not start, with the reason.
 */
export async function freshPostgresUrl(): Promise<string> {
  const admin = inject("postgresUrl");
  if (!admin) throw new Error(inject("postgresError") || "no PostgreSQL test cluster");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${migratedTemplate}`);
  } finally {
    await client.end();
  }
  return admin.replace(/\/[^/]*$/, `/${name}`);
}
