import { describe, expect, it } from "vitest";
import type { ContentService } from "~server/content/content-service.ts";
import { englishBefore } from "./english-before.server.ts";

const key = { collection: "testimonials", id: "najd" };
const record = (en: string, stale: string[] = []) => ({
  id: "najd",
  designation: { en, bn: "রিয়াদ থেকে" },
  ...(stale.length > 0 && { $staleTranslations: stale }),
});
/** A history, newest first: each version's record. */
const service = (records: unknown[]) =>
  ({
    history: async () => records.map((_, index) => ({ number: records.length - index })),
    version: async (number: number) => ({ edition: { testimonials: [records[records.length - number]] } }),
  }) as unknown as ContentService;

describe("the English a translation to review was written against", () => {
  it("is the newest published English that differs from today's", async () => {
    const now = record("From Riyadh, Saudi Arabia", ["designation"]);
    const content = service([record("From Riyadh, Saudi Arabia"), record("From Riyadh"), record("From Jeddah")]);
    expect(await englishBefore(content, key, now)).toEqual({ designation: "From Riyadh" });
  });

  it("is looked for only for texts flagged, and is absent when the history does not have it", async () => {
    expect(await englishBefore(service([]), key, record("From Riyadh"))).toEqual({});
    const content = service([record("From Riyadh, Saudi Arabia")]);
    expect(await englishBefore(content, key, record("From Riyadh, Saudi Arabia", ["designation"]))).toEqual({});
  });
});
