import { describe, expect, it } from "vitest";
import type { Sample } from "./measure-page.ts";
import {
  budget,
  sampleExcess,
  missedInEveryRun,
  missedTargets,
  referenceNeeded,
  summarise,
  unmeasuredReference,
  type PageRuns,
} from "./verdict.ts";

/** A run as measure-page gives it: a good page's figures unless told otherwise. */
function run(figures: Partial<Omit<Sample, "scores">> & { performance?: number; accessibility?: number } = {}): Sample {
  const { performance = 100, accessibility = 100, ...rest } = figures;
  return {
    scores: { performance, accessibility, "best-practices": 100, seo: 100 },
    lcp: 1100,
    tbt: 30,
    cls: 0,
    bytes: 40 * 1024,
    mainThread: 900,
    benchmarkIndex: 1800,
    cpuSlowdown: 3.6,
    ...rest,
  };
}

/** A page's runs with its reference's TBT (and LCP, 1,000 ms unless told) beside each of them. */
function pageRuns(
  ours: Sample[],
  referenceTbts: number[],
  path = "/our-services",
  referenceLcps: number[] = [],
): PageRuns {
  return {
    path,
    ours,
    references: referenceTbts.map((tbt, i) =>
      run({ tbt, lcp: referenceLcps[i] ?? 1000, performance: NaN, accessibility: NaN }),
    ),
  };
}

const targets = (runs: PageRuns, englishBytes?: number) =>
  missedTargets(summarise(runs), englishBytes).map((miss) => miss.target);

describe("the Lighthouse budget's verdict", () => {
  it("passes a good page on a busy host: its TBT is high, but so is its reference's in the same runs", () => {
    const busy = pageRuns([run({ tbt: 210 }), run({ tbt: 160 }), run({ tbt: 240 })], [180, 150, 120]);
    expect(summarise(busy).excessTbt).toBe(60);
    expect(targets(busy)).toEqual([]);
  });

  it("fails a page whose median TBT is more than the budget beyond its reference's, even on a quiet host", () => {
    const bad = pageRuns([run({ tbt: 420 }), run({ tbt: 380 }), run({ tbt: 460 })], [10, 0, 20]);
    const [miss] = missedTargets(summarise(bad));
    expect(miss?.target).toBe("tbt");
    expect(miss?.detail).toBe(`TBT 420 ms − reference 10 ms = 410 ms > ${budget.pageExcessTbt} ms`);
  });

  it("judges the medians, so one slow run of a good page does not fail it", () => {
    expect(targets(pageRuns([run({ tbt: 30 }), run({ tbt: 400 }), run({ tbt: 40 })], [20, 10, 30]))).toEqual([]);
  });

  it("keeps the absolute targets: scores, LCP, CLS and transfer do not move with the reference", () => {
    const page = pageRuns([run({ performance: 90, accessibility: 96, lcp: 1500, cls: 0.05 })], [0]);
    expect(targets(page)).toEqual(["performance", "accessibility", "lcp", "cls"]);
    const bangla = pageRuns([run({ bytes: 120 * 1024 })], [0], "/bn/our-services");
    expect(targets(bangla, 40 * 1024)).toEqual(["bangla-transfer"]);
    expect(targets(bangla, 80 * 1024)).toEqual([]);
  });

  it("allows a later LCP only beside a reference the host slowed down as much, never a regression on a quiet host", () => {
    const slowMinute = pageRuns(
      [run({ lcp: 1380 }), run({ lcp: 1340 }), run({ lcp: 1400 })],
      [0, 0, 0],
      "/bn",
      [1180, 1120, 1150],
    );
    expect(summarise(slowMinute).lcpLimit).toBe(1150 + budget.lcpBeyondReference);
    expect(targets(slowMinute)).toEqual([]);
    const regression = pageRuns(
      [run({ lcp: 1380 }), run({ lcp: 1340 }), run({ lcp: 1400 })],
      [0, 0, 0],
      "/bn",
      [900, 880, 950],
    );
    const [miss] = missedTargets(summarise(regression));
    expect(miss?.target).toBe("lcp");
    expect(miss?.detail).toBe(
      `LCP 1380 ms > 1300 ms (1,300 ms, or reference 900 ms + ${budget.lcpBeyondReference} ms)`,
    );
    const farBeyond = pageRuns([run({ lcp: 1700 })], [0], "/bn", [1200]);
    expect(targets(farBeyond)).toEqual(["lcp"]);
  });

  it("runs a page's reference only when the page's own run could need it", () => {
    expect(referenceNeeded(run({ tbt: budget.sampleExcessTbt, lcp: budget.lcp }))).toBe(false);
    expect(referenceNeeded(run({ tbt: budget.sampleExcessTbt + 1 }))).toBe(true);
    expect(referenceNeeded(run({ lcp: budget.lcp + 1 }))).toBe(true);
    expect(referenceNeeded(run({ tbt: NaN }))).toBe(true);
  });

  it("judges a run without its reference as if the reference had measured 0 ms: never more leniently", () => {
    const quiet: PageRuns = { path: "/", ours: [run({ tbt: 40 })], references: [unmeasuredReference()] };
    expect(summarise(quiet).excessTbt).toBe(40);
    expect(summarise(quiet).samples[0]?.referenceTbt).toBeNull();
    expect(targets(quiet)).toEqual([]);
    // Runs partly without a reference: the reference's median can only be lower, the excess higher.
    const mixed: PageRuns = {
      path: "/",
      ours: [run({ tbt: 30 }), run({ tbt: 260 }), run({ tbt: 240 })],
      references: [unmeasuredReference(), run({ tbt: 70 }), run({ tbt: 60 })],
    };
    expect(summarise(mixed).excessTbt).toBe(240 - 60);
    expect(targets(mixed)).toEqual(["tbt"]);
  });

  it("keeps the sample's verdict whatever runs went without a reference (each was within its budget)", () => {
    const within = (path: string, tbt: number) =>
      summarise({ path, ours: [run({ tbt })], references: [unmeasuredReference()] });
    const over = (path: string, tbt: number, reference: number) =>
      summarise(pageRuns([run({ tbt })], [reference], path));
    // Two of three pages more than the budget beyond their references: fails, as with every reference run.
    expect(sampleExcess([within("/", 10), over("/bn", 200, 20), over("/privacy", 190, 30)]).passed).toBe(false);
    expect(sampleExcess([within("/", 50), within("/bn", 45), over("/privacy", 190, 30)])).toEqual({
      excess: 50,
      passed: true,
    });
  });

  it("fails a page whose runs or references measured nothing", () => {
    expect(targets(pageRuns([run({ tbt: NaN })], [0]))).toContain("metrics");
    expect(targets(pageRuns([run()], []))).toContain("metrics");
  });

  it("stops measuring a page again once one target was missed in every one of three runs", () => {
    const regression = pageRuns([run({ tbt: 500 }), run({ tbt: 450 }), run({ tbt: 480 })], [0, 20, 10]);
    expect(missedInEveryRun(regression)).toBe(true);
    expect(
      missedInEveryRun({
        ...regression,
        ours: regression.ours.slice(0, 2),
        references: regression.references.slice(0, 2),
      }),
    ).toBe(false);
  });

  it("measures again a page whose three runs each missed a different target (their medians may yet pass)", () => {
    const mixed = pageRuns([run({ tbt: 500 }), run({ lcp: 1400 }), run({ lcp: 1450, tbt: 300 })], [0, 0, 0]);
    expect(targets(mixed)).toEqual(["lcp", "tbt"]);
    expect(missedInEveryRun(mixed)).toBe(false);
  });

  it("fails a sample whose median TBT beyond the references is over its budget, though no page is", () => {
    const drift = budget.sampleExcessTbt + 20;
    const rows = ["/", "/bn", "/privacy"].map((path) => summarise(pageRuns([run({ tbt: 40 + drift })], [40], path)));
    expect(rows.every((row) => missedTargets(row).length === 0)).toBe(true);
    expect(sampleExcess(rows)).toEqual({ excess: drift, passed: false });
    const good = rows.map((row) => summarise(pageRuns([run({ tbt: 50 })], [40], row.path)));
    expect(sampleExcess(good)).toEqual({ excess: 10, passed: true });
  });
});
