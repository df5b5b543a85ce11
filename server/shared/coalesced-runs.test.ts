import { describe, expect, it } from "vitest";
import { coalescedRuns } from "./coalesced-runs.ts";

/** A run that waits until the test lets it finish, counting starts and overlaps. */
function controlledRun() {
  const finishers: (() => void)[] = [];
  let starts = 0;
  let active = 0;
  let maxActive = 0;
  const run = async () => {
    starts += 1;
    active += 1;
    maxActive = Math.max(maxActive, active);
    const number = starts;
    await new Promise<void>((finish) => finishers.push(finish));
    active -= 1;
    return number;
  };
  const finishNext = async () => {
    await Promise.resolve(); // the run starts on a microtask
    finishers.shift()?.();
    await new Promise((settled) => setTimeout(settled, 0));
  };
  return { run, finishNext, stats: () => ({ starts, maxActive }) };
}

describe("coalesced runs", () => {
  it("answers a lone call with one run", async () => {
    const { run, finishNext, stats } = controlledRun();
    const call = coalescedRuns(run);
    const first = call();
    await finishNext();
    expect(await first).toBe(1);
    expect(stats()).toEqual({ starts: 1, maxActive: 1 });
  });

  it("gives the calls made during a run one more run after it, which they share, never two at once", async () => {
    const { run, finishNext, stats } = controlledRun();
    const call = coalescedRuns(run);
    const first = call();
    await Promise.resolve();
    const [second, third, fourth] = [call(), call(), call()];
    expect(second).toBe(third);
    expect(third).toBe(fourth);
    await finishNext();
    expect(await first).toBe(1);
    // The shared run has started; a call now waits for it and gets a run of its own after it.
    const fifth = call();
    expect(fifth).not.toBe(second);
    await finishNext();
    expect(await second).toBe(2);
    await finishNext();
    expect(await fifth).toBe(3);
    expect(stats()).toEqual({ starts: 3, maxActive: 1 });
  });

  it("runs the waiting call even when the run before it failed, whose caller alone sees the failure", async () => {
    let calls = 0;
    let failFirst: (error: Error) => void = () => {};
    const call = coalescedRuns(async () => {
      calls += 1;
      if (calls === 1) return new Promise<number>((_done, fail) => (failFirst = fail));
      return calls;
    });
    const first = call();
    await Promise.resolve();
    const second = call();
    failFirst(new Error("render exploded"));
    await expect(first).rejects.toThrow("render exploded");
    expect(await second).toBe(2);
  });
});
