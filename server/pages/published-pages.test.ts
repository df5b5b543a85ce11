import { afterEach, describe, expect, test, vi } from "vitest";
import { currentEdition, setEditionSource } from "../../app/content/edition/edition-source.ts";
import { initialEdition } from "../../app/content/edition/initial-edition.ts";
import type { ContentService, PublishedVersion } from "../content/content-service.ts";
import type { LivePages } from "./live-pages.server.ts";
import { servePublishedEdition } from "./published-pages.server.ts";

const version = (number: number, edition = initialEdition): PublishedVersion => ({
  number,
  edition,
  publishedAt: "2026-11-26T00:00:00.000Z",
  publishedBy: "nadia@example.com",
  note: "publish",
});

function fakeContent(first: PublishedVersion) {
  let newest = first;
  const listeners = new Set<(version: PublishedVersion) => void>();
  const content = {
    published: vi.fn(async () => newest),
    onPublished: (listener: (version: PublishedVersion) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as ContentService;
  return {
    content,
    /** A publish elsewhere: stored, and heard (or not) by this instance. */
    publish(next: PublishedVersion, heard: boolean) {
      newest = next;
      if (heard) for (const listener of listeners) listener(next);
    },
  };
}

const livePages = () =>
  ({ refresh: vi.fn(async () => ({ changed: 1, failed: [], durationMs: 1 })) }) as unknown as LivePages & {
    refresh: ReturnType<typeof vi.fn>;
  };

afterEach(() => {
  setEditionSource(() => initialEdition);
  vi.useRealTimers();
});

describe("the pages follow the published edition", () => {
  test("the build's pages stand while they show the published edition; a publish heard renders them again", async () => {
    const store = fakeContent(version(1));
    const pages = livePages();
    const served = await servePublishedEdition({ content: store.content, livePages: pages });
    expect(pages.refresh).not.toHaveBeenCalled();
    const changed = { ...initialEdition, rates: [] };
    store.publish(version(2, changed), true);
    await vi.waitFor(() => expect(pages.refresh).toHaveBeenCalledTimes(1));
    expect(currentEdition()).toBe(changed);
    expect(served.lastRender()).toMatchObject({ version: 2, changed: 1, failed: [] });
    served.stop();
  });

  test("a page that failed to render is kept for the editor to say, with why", async () => {
    const store = fakeContent(version(1));
    const pages = livePages();
    pages.refresh.mockResolvedValueOnce({
      changed: 3,
      failed: [{ path: "/insights/x", reason: "HTTP 500" }],
      durationMs: 1,
    });
    const served = await servePublishedEdition({ content: store.content, livePages: pages });
    expect(served.lastRender()).toBeUndefined();
    store.publish(version(2, { ...initialEdition, rates: [] }), true);
    await vi.waitFor(() => expect(served.lastRender()?.failed).toEqual([{ path: "/insights/x", reason: "HTTP 500" }]));
    served.stop();
  });

  test("a store whose edition is not the build's renders the pages before the start goes on", async () => {
    const changed = { ...initialEdition, rates: [] };
    const pages = livePages();
    const served = await servePublishedEdition({ content: fakeContent(version(4, changed)).content, livePages: pages });
    expect(pages.refresh).toHaveBeenCalledTimes(1);
    expect(currentEdition()).toBe(changed);
    served.stop();
  });

  test("a publish not heard (another process of a SQLite site, a lost notice) shows within the check's interval", async () => {
    vi.useFakeTimers();
    const store = fakeContent(version(1));
    const pages = livePages();
    const served = await servePublishedEdition({ content: store.content, livePages: pages, checkMs: 5_000 });
    store.publish(version(2, { ...initialEdition, rates: [] }), false);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(pages.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pages.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(pages.refresh).toHaveBeenCalledTimes(1);
    served.stop();
  });
});
