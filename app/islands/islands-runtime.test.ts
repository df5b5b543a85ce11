// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { mockReducedMotion } from "~/components/ui/reduced-motion.test-helper.ts";
import { islandControls } from "./island-control.ts";
import { startIslandsRuntime, type HydrationTiming } from "./islands-runtime.ts";

/** An IntersectionObserver whose reports the test makes (happy-dom has no layout). */
class FakeObserver {
  static instances: FakeObserver[] = [];
  targets = new Set<Element>();
  private callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;
  constructor(callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
    this.callback = callback;
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Reports every observed target, intersecting when `near` holds for it. */
  report(near: (target: Element) => boolean) {
    this.callback([...this.targets].map((target) => ({ target, isIntersecting: near(target) })));
  }
}

const controlsAttribute = Object.keys(islandControls).join(" ");

function page() {
  document.body.innerHTML = `
    <div data-island="hero-carousel" data-hydrate-at="4000">
      <section id="hero">
        <div id="controls" ${controlsAttribute}><button id="next"><svg id="icon"></svg></button></div>
        <a id="link" href="#top">Top</a>
      </section>
    </div>
    <div data-island="footer-year"><p id="footer">2026</p></div>`;
  const island = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;
  return { hero: island("hero-carousel"), footer: island("footer-year") };
}

/** A hydration entry that records what it was asked, and marks islands hydrated as the real one does. */
function fakeEntry() {
  const calls: Array<{ island: string; timing: HydrationTiming }> = [];
  const hydrator = {
    async hydrateIsland(island: HTMLElement, timing: Promise<HydrationTiming>) {
      calls.push({ island: island.dataset.island ?? "", timing: await timing });
      island.dataset.hydrated = "true";
    },
  };
  const load = vi.fn(() => Promise.resolve(hydrator));
  return { calls, load };
}

/** Clicks that reach the page's own listeners (React's, once hydrated), with the island's state then. */
function recordClicks() {
  const seen: Array<{ id: string; hydrated: string | undefined }> = [];
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    seen.push({
      id: target.closest("[id]")?.id ?? "",
      hydrated: target.closest<HTMLElement>("[data-island]")?.dataset.hydrated,
    });
  });
  return seen;
}

let stop = () => {};

describe("islands runtime", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    FakeObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    delete document.documentElement.dataset.hydrated;
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test("loads nothing while the visitor has not used the page, then hydrates only the islands near the viewport", async () => {
    const { hero } = page();
    const entry = fakeEntry();
    stop = startIslandsRuntime(entry.load);
    FakeObserver.instances[0]?.report((target) => hero.contains(target));
    await vi.advanceTimersByTimeAsync(3000);
    expect(entry.load).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.hydrated).toBe("true");

    window.dispatchEvent(new Event("pointermove"));
    await vi.advanceTimersByTimeAsync(10);
    expect(entry.load).toHaveBeenCalledTimes(1);
    expect(entry.calls).toEqual([{ island: "hero-carousel", timing: "idle" }]);
    expect(hero.dataset.hydrated).toBe("true");
  });

  test("using the page while it loads hydrates nothing until the load event, then what is near", async () => {
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "interactive" });
    try {
      const { hero } = page();
      const entry = fakeEntry();
      stop = startIslandsRuntime(entry.load);
      FakeObserver.instances[0]?.report((target) => hero.contains(target));
      window.dispatchEvent(new Event("scroll"));
      await vi.advanceTimersByTimeAsync(5000);
      expect(entry.load).not.toHaveBeenCalled();
      window.dispatchEvent(new Event("load"));
      await vi.advanceTimersByTimeAsync(10);
      expect(entry.calls).toEqual([{ island: "hero-carousel", timing: "idle" }]);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  test("a click on a control while the page loads is not held back by the loading", async () => {
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "interactive" });
    try {
      page();
      const entry = fakeEntry();
      const clicks = recordClicks();
      stop = startIslandsRuntime(entry.load);
      document.getElementById("next")?.click();
      await vi.advanceTimersByTimeAsync(0);
      expect(entry.calls).toEqual([{ island: "hero-carousel", timing: "now" }]);
      expect(clicks).toEqual([{ id: "next", hydrated: "true" }]);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  test("a carousel near the viewport hydrates by itself when its data-hydrate-at is due", async () => {
    const { hero } = page();
    const entry = fakeEntry();
    stop = startIslandsRuntime(entry.load);
    FakeObserver.instances[0]?.report((target) => hero.contains(target));
    await vi.advanceTimersByTimeAsync(4100);
    expect(entry.calls).toEqual([{ island: "hero-carousel", timing: "idle" }]);
  });

  test("under reduced motion nothing rotates, so no island hydrates by itself", async () => {
    mockReducedMotion(true);
    const { hero } = page();
    const entry = fakeEntry();
    stop = startIslandsRuntime(entry.load);
    FakeObserver.instances[0]?.report((target) => hero.contains(target));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(entry.load).not.toHaveBeenCalled();
  });

  test("a click on a control before its island hydrates is held, hydrates that island at once and is replayed", async () => {
    const { hero } = page();
    const entry = fakeEntry();
    const clicks = recordClicks();
    stop = startIslandsRuntime(entry.load);
    // Not near, not used: only the click asks for the island.
    FakeObserver.instances[0]?.report(() => false);
    document.getElementById("icon")?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(clicks).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(entry.calls).toEqual([{ island: "hero-carousel", timing: "now" }]);
    expect(clicks).toEqual([{ id: "next", hydrated: "true" }]);
    expect(hero.dataset.hydrated).toBe("true");
  });

  test("two clicks before hydration are both replayed, in order, after one hydration", async () => {
    page();
    const entry = fakeEntry();
    const clicks = recordClicks();
    stop = startIslandsRuntime(entry.load);
    document.getElementById("next")?.click();
    document.getElementById("next")?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(entry.calls).toHaveLength(1);
    expect(clicks).toEqual([
      { id: "next", hydrated: "true" },
      { id: "next", hydrated: "true" },
    ]);
  });

  test("links, the gaps between controls, clicks outside islands and controls of hydrated islands are never held", async () => {
    const { hero } = page();
    const entry = fakeEntry();
    const clicks = recordClicks();
    stop = startIslandsRuntime(entry.load);
    document.getElementById("link")?.click();
    document.getElementById("controls")?.click();
    document.getElementById("footer")?.click();
    hero.dataset.hydrated = "true";
    document.getElementById("next")?.click();
    expect(clicks.map((click) => click.id)).toEqual(["link", "controls", "footer", "next"]);
    await vi.advanceTimersByTimeAsync(10);
    expect(entry.load).not.toHaveBeenCalled();
  });

  test("an island the observer did not report comes near when a scroll ends by it, and is marked so", async () => {
    const { hero, footer } = page();
    const entry = fakeEntry();
    stop = startIslandsRuntime(entry.load);
    FakeObserver.instances[0]?.report(() => false);
    const at = (top: number) => ({ top, bottom: top + 100, left: 0, right: 300, width: 300, height: 100 }) as DOMRect;
    vi.spyOn(hero.firstElementChild!, "getBoundingClientRect").mockReturnValue(at(5000));
    vi.spyOn(footer.firstElementChild!, "getBoundingClientRect").mockReturnValue(at(100));
    window.dispatchEvent(new Event("pointermove"));
    await vi.advanceTimersByTimeAsync(10);
    expect(entry.load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("scrollend"));
    await vi.advanceTimersByTimeAsync(10);
    expect(footer.dataset.near).toBe("true");
    expect(footer.dataset.hydrated).toBe("true");
    expect(hero.dataset.near).toBeUndefined();
    expect(entry.calls).toEqual([{ island: "footer-year", timing: "idle" }]);
  });

  test("a scroll's measurement counts as the first observation when the observer has not reported", async () => {
    const { hero, footer } = page();
    const entry = fakeEntry();
    stop = startIslandsRuntime(entry.load);
    const at = (top: number) => ({ top, bottom: top + 100, left: 0, right: 300, width: 300, height: 100 }) as DOMRect;
    vi.spyOn(hero.firstElementChild!, "getBoundingClientRect").mockReturnValue(at(5000));
    vi.spyOn(footer.firstElementChild!, "getBoundingClientRect").mockReturnValue(at(100));
    window.dispatchEvent(new Event("pointermove"));
    await vi.advanceTimersByTimeAsync(10);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    window.dispatchEvent(new Event("scrollend"));
    await vi.advanceTimersByTimeAsync(10);
    expect(footer.dataset.hydrated).toBe("true");
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });

  test("a hydration that fails is tried again after 1, 2 and 4 s, then left to the visitor's next click", async () => {
    mockReducedMotion(true); // no rotation due at 4 s: only the retries ask again
    const { hero } = page();
    const entry = fakeEntry();
    const reported: unknown[] = [];
    vi.stubGlobal("reportError", (error: unknown) => reported.push(error));
    entry.load.mockImplementation(() => Promise.reject(new Error("offline")));
    stop = startIslandsRuntime(entry.load);
    FakeObserver.instances[0]?.report((target) => hero.contains(target));
    window.dispatchEvent(new Event("pointermove"));
    await vi.advanceTimersByTimeAsync(10);
    expect(entry.load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(entry.load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(entry.load).toHaveBeenCalledTimes(4);
    expect(reported).toHaveLength(4);

    entry.load.mockImplementation(() => fakeEntry().load());
    document.getElementById("next")?.click();
    await vi.advanceTimersByTimeAsync(10);
    expect(hero.dataset.hydrated).toBe("true");
  });

  test("a hydration that fails drops the held click, and the next click tries again", async () => {
    page();
    const entry = fakeEntry();
    const reported: unknown[] = [];
    vi.stubGlobal("reportError", (error: unknown) => reported.push(error));
    entry.load.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    const clicks = recordClicks();
    stop = startIslandsRuntime(entry.load);
    document.getElementById("next")?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(clicks).toEqual([]);
    expect(reported).toHaveLength(1);
    document.getElementById("next")?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(clicks).toEqual([{ id: "next", hydrated: "true" }]);
  });
});
