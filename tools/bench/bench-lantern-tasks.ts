/**
 * `npm run bench:lantern [paths…]`: where a page's Total Blocking Time comes from, as Lighthouse
 * computes it. A diagnosis, not a test: it prints, and fails only if a run fails.
 *
 * Lighthouse's mobile numbers are not measured on a slowed-down page. They are simulated
 * (Lantern): the page loads once at full speed, and each main-thread task is replayed at the
 * calibrated CPU slowdown (half of it for a task that lays out), over a simulated slow network.
 * - First contentful paint comes from a reduced graph: only the first parse, the first layout,
 *   the first paint and render-blocking scripts.
 * - TBT comes from the full graph: every task, in order.
 * A task that is missing from the reduced graph but runs before the first frame in the full one
 * pushes the first frame past the estimated paint. The part of the frame's task after that paint,
 * less 50 ms, then counts as blocking, though the page did nothing after painting. The first such
 * task is the navigation's commit, and it creates the page's script context because Lighthouse
 * adds a script to every new document, on a static page too (docs/performance.md).
 *
 * For each page: one calibrated run (tools/budgets/lighthouse/measure-page.ts), then the tasks of
 * its TBT simulation, in simulated time, up to 300 ms past the estimated paint. Each task shows
 * its length as observed, whether the paint estimate includes it, the blocking time it adds, and
 * what it spent its time on. Needs an existing build (npm run build). Without paths: `/`, `/bn`
 * and `/bn/latest-projects`.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { freePort } from "../../tests/support/free-port.ts";
import { startSite } from "../../tests/support/site-process.ts";
import { openLighthouseBrowser } from "../budgets/lighthouse/measure-page.ts";

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/bn", "/bn/latest-projects"];
// Lantern's own arithmetic: a task blocks for as long as it runs past 50 ms after the paint.
const { calculateTbtImpactForEvent, calculateSumOfBlockingTime } = Lantern.Metrics.TBTUtils;

const site = await startSite({
  port: await freePort(),
  env: { CONTACT_DB_PATH: join(mkdtempSync(join(tmpdir(), "bench-lantern-")), "contact.sqlite") },
});
const browser = await openLighthouseBrowser(["performance"]);
try {
  for (const path of paths) {
    // Every simulation Lighthouse runs records its node timings here, by label (Lantern's Simulator).
    const simulations = Lantern.Simulation.Simulator.allNodeTimings;
    simulations.clear();
    const sample = await browser.measure(site.url + path, "timings");
    const paintGraph = simulations.get("optimisticFirstContentfulPaint");
    const blockingGraph = simulations.get("pessimisticTotalBlockingTime");
    if (!paintGraph || !blockingGraph) throw new Error(`${path}: Lighthouse ran no TBT simulation`);
    const paintEstimate = Math.max(...[...paintGraph.values()].map((timing) => timing.endTime));
    // Each simulation runs on its own copy of the graph: the same task has the same id in each.
    const inPaintEstimate = new Set([...paintGraph.keys()].map((node) => node.id));
    const tasks = [...blockingGraph]
      .filter(([node]) => node.type === "cpu")
      .map(([node, timing]) => ({
        node,
        start: timing.startTime,
        end: timing.endTime,
        duration: timing.endTime - timing.startTime,
      }))
      .sort((a, b) => a.start - b.start);
    // Counted to the end of the load (Infinity): Lighthouse stops at its interactive estimate, past these tasks.
    console.log(
      `\n${path}: TBT ${Math.round(sample.tbt)} ms at ${sample.cpuSlowdown.toFixed(1)}× ` +
        `(this simulation ${Math.round(calculateSumOfBlockingTime(tasks, paintEstimate, Infinity))} ms), ` +
        `estimated first paint ${Math.round(paintEstimate)} ms`,
    );
    console.log("  simulated      observed  in paint estimate  blocking  spent on");
    for (const task of tasks) {
      const { node } = task;
      if (node.type !== "cpu" || node.duration < 3000 || task.start > paintEstimate + 300) continue;
      const spentOn = new Map<string, number>();
      for (const event of node.childEvents) spentOn.set(event.name, (spentOn.get(event.name) ?? 0) + (event.dur ?? 0));
      const top = [...spentOn].sort((a, b) => b[1] - a[1]).slice(0, 3);
      console.log(
        `  ${`${Math.round(task.start)}–${Math.round(task.end)} ms`.padEnd(15)}` +
          `${`${(node.duration / 1000).toFixed(1)} ms`.padStart(8)}${node.didPerformLayout() ? " L" : "  "}  ` +
          `${(inPaintEstimate.has(node.id) ? "yes" : "no").padEnd(17)}  ` +
          `${`${Math.round(calculateTbtImpactForEvent(task, paintEstimate, Infinity))} ms`.padStart(8)}  ` +
          top.map(([name, microseconds]) => `${name} ${(microseconds / 1000).toFixed(1)}`).join(", "),
      );
    }
  }
  console.log("\nL: a task that laid out, replayed at half the slowdown. Times in ms; observed at full speed.");
} finally {
  await browser.close();
  await site.stop();
}
