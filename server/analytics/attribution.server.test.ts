import { describe, expect, it } from "vitest";
import type { VisitorView } from "./analytics-store.server.ts";
import { attributionOf } from "./attribution.server.ts";

const view = (path: string, extra: Partial<VisitorView> = {}): VisitorView => ({
  path,
  status: 200,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  ...extra,
});

describe("a lead's attribution", () => {
  it("is nothing without views", () => {
    expect(attributionOf([])).toBeNull();
  });

  it("takes the entry page, the first referrer, the first campaign and the pages seen in order", () => {
    expect(
      attributionOf([
        view("/bn", { referrer: "google.com" }),
        view("/bn/our-services"),
        view("/bn/latest-projects", { referrer: "facebook.com", utmSource: "facebook", utmCampaign: "eid" }),
        view("/bn/contact-us"),
      ]),
    ).toEqual({
      entryPage: "/bn",
      referrerHost: "google.com",
      utmSource: "facebook",
      utmMedium: null,
      utmCampaign: "eid",
      pagesSeen: ["/bn", "/bn/our-services", "/bn/latest-projects", "/bn/contact-us"],
    });
  });

  it("keeps only the last 20 pages seen, but the real entry page", () => {
    const views = Array.from({ length: 30 }, (_, i) => view(`/p${i}`));
    const attribution = attributionOf(views);
    expect(attribution?.entryPage).toBe("/p0");
    expect(attribution?.pagesSeen).toHaveLength(20);
    expect(attribution?.pagesSeen[0]).toBe("/p10");
    expect(attribution?.pagesSeen.at(-1)).toBe("/p29");
  });
});
