import { currentEdition, setEditionSource } from "../../app/content/edition/edition-source.ts";
import type { Edition } from "../../app/content/edition/initial-edition.ts";
import type { ContentService, EditionJson, PublishedVersion } from "../content/content-service.ts";
import { editionSource } from "../content/preview-edition.server.ts";
import { describeError, log } from "../shared/log.ts";
import type { LivePages } from "./live-pages.server.ts";

/**
 * This instance's last rendering of its pages after a publish: what the editor shows, so that a
 * page that failed (and still shows its previous version) is said where staff look, with why.
 */
export type PagesRender = { version: number; at: string; changed: number; failed: { path: string; reason: string }[] };

export type PublishedPages = {
  lastRender(): PagesRender | undefined;
  /**
   * Resolves true once this instance's pages show version `number` or a later one, false after
   * `timeoutMs`: a Publish answers once its pages are what visitors get, not before.
   */
  whenShown(number: number, timeoutMs: number): Promise<boolean>;
  stop(): void;
};

/**
 * How often an instance asks the store for its newest version besides hearing publishes: a
 * publish by `npm run content -- import` in another process of a SQLite site, or a notice lost
 * while a PostgreSQL connection was down, shows within this long. One indexed read.
 */
export const publishedCheckMs = 5_000;

const sameEdition = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the pages this instance serves on the store's published edition (decision 022): the
 * pages render it (a staff preview, its draft), and whenever any instance publishes, every
 * instance hears it (onPublished) and renders its pages again. At start-up the build's pages stand
 * while they show the published edition; otherwise they are rendered again before the first
 * visitor. Resolves once the pages show the published edition, or (store unreachable) once the
 * start can go on with the build's pages; the store is asked again every few seconds.
 */
export async function servePublishedEdition(options: {
  content: ContentService;
  /** The pages served from memory; none in development, where every request renders its page. */
  livePages?: LivePages;
  checkMs?: number;
}): Promise<PublishedPages> {
  const { content, livePages } = options;
  // What the build prerendered: the initial edition, or whatever the source gave before.
  let published = currentEdition() as EditionJson;
  setEditionSource(editionSource(() => published) as () => Edition);

  let shown: number | undefined;
  /** The version the pages show once rendered (`shown` is set before the render ends). */
  let served: number | undefined;
  const waiting = new Set<{ number: number; done: (shown: boolean) => void }>();
  function serving(number: number) {
    served = Math.max(served ?? 0, number);
    for (const waiter of waiting) if (waiter.number <= number) waiter.done(true);
  }
  let lastRender: PagesRender | undefined;
  async function show(version: PublishedVersion, why: string) {
    // Compared by number first: the check every few seconds costs no stringifying.
    if (version.number === shown) return;
    shown = version.number;
    if (sameEdition(version.edition, published)) return serving(version.number);
    published = version.edition;
    if (!livePages) return serving(version.number);
    const report = await livePages.refresh();
    serving(version.number);
    lastRender = {
      version: version.number,
      at: new Date().toISOString(),
      changed: report.changed,
      failed: report.failed,
    };
    log.info("pages rendered again", {
      version: version.number,
      why,
      changed: report.changed,
      failed: report.failed.length,
      ms: Math.round(report.durationMs),
    });
  }

  const stopListening = content.onPublished((version) => {
    show(version, "published").catch((error) => log.error("pages not rendered again", describeError(error)));
  });
  let reached = false;
  async function catchUp(why: string) {
    try {
      await show(await content.published(), why);
      reached = true;
    } catch (error) {
      // Said once, not every 5 s: the store's own trouble is logged where it happens.
      if (reached || why === "start-up") {
        log.warn("content store not reached: pages show the last edition they had", describeError(error));
      }
      reached = false;
    }
  }
  await catchUp("start-up");
  const check = setInterval(() => void catchUp("checked"), options.checkMs ?? publishedCheckMs);
  check.unref();
  return {
    lastRender: () => lastRender,
    whenShown(number, timeoutMs) {
      if ((served ?? 0) >= number) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = {
          number,
          done(shownNow: boolean) {
            waiting.delete(waiter);
            clearTimeout(timer);
            resolve(shownNow);
          },
        };
        const timer = setTimeout(() => waiter.done(false), timeoutMs);
        timer.unref();
        waiting.add(waiter);
      });
    },
    stop() {
      stopListening();
      clearInterval(check);
    },
  };
}
