import type { TestProject } from "vitest/node";
import { startTestCluster } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the run's throwaway cluster, or empty when it could not start. */
    postgresUrl: string;
    /** Why there is no cluster: tests that need one fail with this message. */
    postgresError: string;
  }
}

/** One PostgreSQL cluster for the whole Vitest run (tests/support/postgres.ts), removed at the end. */
export default async function setup(project: TestProject) {
  try {
    const cluster = await startTestCluster();
    project.provide("postgresUrl", cluster.url());
    project.provide("postgresError", "");
    return () => cluster.stop();
  } catch (error) {
    project.provide("postgresUrl", "");
    project.provide("postgresError", (error as Error).message);
    return undefined;
  }
}
