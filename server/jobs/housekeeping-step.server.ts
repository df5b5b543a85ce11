import { describeError, log } from "../shared/log.ts";

/**
 * One step of the scheduled housekeeping (housekeeping.server.ts), run on its own: a step
 * that throws is logged with its name and gives `undefined`, and the steps after it still run.
 * Each step keeps a promise of its own (salts gone after 48 h, raw views after ANALYTICS_RAW_DAYS,
 * messages after CONTACT_RETENTION_DAYS), so one failing (a rollup on a broken day, a lock
 * timeout) must never hold the others back; the failed step is tried again on the next run.
 */
export async function housekeepingStep<T>(step: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    log.error("housekeeping step failed", { step, ...describeError(error) });
    return undefined;
  }
}
