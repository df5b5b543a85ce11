import { describe, expect, it } from "vitest";
import { dayFactor, seedDay } from "./seed-day.ts";
import { leadOf } from "./seed-leads.ts";
import { seededRandom } from "./traffic-model.ts";

const share = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length / items.length;

describe("seeded traffic", () => {
  const visits = seedDay({ day: "2026-05-20", views: 5_000, random: seededRandom(7) });
  const views = visits.flatMap((visit) => visit.views);
  const firsts = visits.map((visit) => visit.views[0]!);

  it("is the same for the same seed, and about the number of views asked for", () => {
    const again = seedDay({ day: "2026-05-20", views: 5_000, random: seededRandom(7) });
    expect(again.flatMap((visit) => visit.views)).toEqual(views);
    expect(views.length).toBeGreaterThanOrEqual(5_000);
    expect(views.length).toBeLessThan(5_010);
  });

  it("looks like a Dhaka agency's traffic: phones, Bangladesh, both languages, Facebook and Google", () => {
    expect(share(firsts, (view) => view.device === "phone")).toBeGreaterThan(0.6);
    expect(share(firsts, (view) => view.country === "BD")).toBeGreaterThan(0.7);
    expect(share(views, (view) => view.language === "bn")).toBeGreaterThan(0.3);
    expect(share(views, (view) => view.language === "bn")).toBeLessThan(0.65);
    expect(share(firsts, (view) => view.referrer?.includes("facebook") === true)).toBeGreaterThan(0.25);
    expect(share(firsts, (view) => view.referrer?.startsWith("google") === true)).toBeGreaterThan(0.15);
    // The week before Eid al-Adha 2026 has the Eid offer running.
    expect(firsts.some((view) => view.utmCampaign === "eid-offer")).toBe(true);
  });

  it("keeps each visit in its day and its visitor, with the referrer and campaign on the first view only", () => {
    for (const visit of visits) {
      expect(new Set(visit.views.map((view) => view.visitor)).size).toBe(1);
      for (const view of visit.views) expect(view.at.toISOString().slice(0, 10)).toBe("2026-05-20");
      for (const view of visit.views.slice(1)) expect([view.referrer, view.utmSource]).toEqual([null, null]);
    }
  });

  it("stops at the time given for today, and is quieter on a Friday", () => {
    const until = new Date("2026-05-20T06:00:00Z");
    const morning = seedDay({ day: "2026-05-20", views: 1_000, random: seededRandom(1), until });
    expect(morning.flatMap((visit) => visit.views).every((view) => view.at <= until)).toBe(true);
    const random = () => 0.5;
    expect(dayFactor("2026-05-22", 1, random)).toBeLessThan(dayFactor("2026-05-20", 1, random));
  });

  it("turns some visits that reached the contact page into leads with their attribution", () => {
    const random = seededRandom(3);
    const leads = visits.map((visit) => leadOf(visit, random)).filter((lead) => lead !== null);
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.length).toBeLessThan(visits.length * 0.05);
    for (const lead of leads) {
      expect(lead.message.attribution?.pagesSeen.some((path) => path.endsWith("/contact-us"))).toBe(true);
    }
  });
});
