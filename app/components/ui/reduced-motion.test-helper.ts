import { vi } from "vitest";

/** Stubs matchMedia so that `prefers-reduced-motion: reduce` matches or not (component tests). */
export function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
