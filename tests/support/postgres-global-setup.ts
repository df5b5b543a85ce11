import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/open-database.ts";
import { migratedTemplate, startTestCluster } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the run's throwaway cluster, or empty when it could not start. */
    postgresUrl: string;
    /** Why there is no cluster: tests that need one fail with this message. */
    postgresError: string;
  }
}

/** Migrates once per run what each test database copies, instead of once per test. */
async function createMigratedTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${migratedTemplate}`);
    const url = adminUrl.replace(/\/[^/]*$/, `/${migratedTemplate}`);
    const db = await openDatabase(
      { kind: "postgres", url, poolSize: 1, connectTimeoutMs: 5_000, statementTimeoutMs: 30_000, idleTimeoutMs: 1_000 },
      { quiet: true },
    );
    await db.close();
    // A template nobody may connect to: CREATE DATABASE … TEMPLATE refuses one in use.
    await admin.query(`ALTER DATABASE ${migratedTemplate} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } finally {
    await admin.end();
  }
}

/** One PostgreSQL cluster for the whole Vitest run (tests/support/postgres.ts), removed at the end. */
export default async function setup(project: TestProject) {
  try {
    const cluster = await startTestCluster();
    await createMigratedTemplate(cluster.url());
    project.provide("postgresUrl", cluster.url());
    project.provide("postgresError", "");
    return () => cluster.stop();
  } catch (error) {
    project.provide("postgresUrl", "");
    project.provide("postgresError", (error as Error).message);
    return undefined;
  }
}
