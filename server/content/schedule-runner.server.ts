import { describeError, log } from "../shared/log.ts";
import type { ContentService } from "./content-service.ts";

/**
 * How often an instance looks for scheduled publishes that are due: a schedule goes out within
 * this long of its time (well within the minute staff are promised), on whichever instance looks
 * first, and after a restart on the first look.
 */
export const scheduleCheckMs = 10_000;

/** Publishes due schedules (content.publishDue) now and every `checkMs`, one look at a time. */
export function runSchedules(content: ContentService, checkMs = scheduleCheckMs): { stop(): void } {
  let looking = false;
  let unreachable = false;
  async function look() {
    if (looking) return;
    looking = true;
    try {
      const ended = await content.publishDue();
      if (ended > 0) log.info("scheduled publishes ended", { count: ended });
      unreachable = false;
    } catch (error) {
      // Said once, not every 10 s: the store's own trouble is logged where it happens.
      if (!unreachable) log.warn("scheduled publishes not looked at: the store was not reached", describeError(error));
      unreachable = true;
    } finally {
      looking = false;
    }
  }
  void look();
  const timer = setInterval(() => void look(), checkMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
