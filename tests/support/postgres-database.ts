import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/**
 * A new, empty database in the run's cluster for one test (or file). Throws, failing the test,
 * when the cluster could not start, with the reason (e.g. the package to install).
 */
export async function freshPostgresUrl(): Promise<string> {
  const admin = inject("postgresUrl");
  if (!admin) throw new Error(inject("postgresError") || "no PostgreSQL test cluster");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return admin.replace(/\/[^/]*$/, `/${name}`);
}
