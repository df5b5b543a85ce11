import { currentEdition, setEditionSource } from "../../app/content/edition/edition-source.ts";
import type { Edition } from "../../app/content/edition/initial-edition.ts";
import type { ContentService, EditionJson, PublishedVersion } from "../content/content-service.ts";
import { editionSource } from "../content/preview-edition.server.ts";
import { describeError, log } from "../shared/log.ts";
import type { LivePages } from "./live-pages.server.ts";

/** How long to wait before asking a store that could not be reached at start-up again. */
const retryMs = 30_000;

const sameEdition = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the pages this instance serves on the store's published edition (decision 022): the
 * pages render it (a staff preview, its draft), and whenever any instance publishes, every
 * instance hears it (onPublished) and renders its pages again. At start-up the build's pages stand
 * while they show the published edition; otherwise they are rendered again before the first
 * visitor. Resolves once the pages show the published edition, or (store unreachable) once the
 * start can go on with the build's pages, asking the store again every 30 s.
 */
export async function servePublishedEdition(options: {
  content: ContentService;
  /** The pages served from memory; none in development, where every request renders its page. */
  livePages?: LivePages;
}): Promise<{ stop(): void }> {
  const { content, livePages } = options;
  // What the build prerendered: the initial edition, or whatever the source gave before.
  let published = currentEdition() as EditionJson;
  setEditionSource(editionSource(() => published) as () => Edition);

  async function show(version: PublishedVersion, why: string) {
    if (sameEdition(version.edition, published)) return;
    published = version.edition;
    if (!livePages) return;
    const report = await livePages.refresh();
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
  let retry: NodeJS.Timeout | undefined;
  async function catchUp() {
    try {
      await show(await content.published(), "start-up");
    } catch (error) {
      log.warn("content store not reached: pages show the build's edition until it is", describeError(error));
      retry = setTimeout(() => void catchUp(), retryMs);
      retry.unref();
    }
  }
  await catchUp();
  return {
    stop() {
      stopListening();
      clearTimeout(retry);
    },
  };
}
