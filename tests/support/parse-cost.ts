import { expect, it } from "vitest";

/**
 * The longest value a visitor can send in a path or a header: Node refuses a request whose line
 * and headers pass 16 KiB (nginx in front lets 8 KB through). A contact post is at most 64 KiB.
 */
export const longest = 16_000;

/**
 * `unit` repeated to `length` characters in all, between `before` and `after`: the runs that make
 * a backtracking pattern retry (slashes, spaces, dots, "Version/1 " …). Copied into one flat
 * string, as the HTTP parser hands it over: the first slice of a string built by concatenation
 * pays for flattening it, which is not the parser's cost.
 */
export const run = (unit: string, before = "", after = "", length = longest) =>
  Buffer.from(
    before + unit.repeat(Math.ceil(length / unit.length)).slice(0, length - before.length - after.length) + after,
  ).toString();

/**
 * Microseconds per call of `parse`: the fastest of 20 rounds of 10 calls, each call on its own
 * input (made beforehand, so no cache answers and making it is not counted). The machines are
 * shared: a round slowed by a busy neighbour or a garbage collection does not count. Measuring
 * stops after 2 s: a parser that slow has failed already (a backtracking one takes minutes).
 */
function microsecondsPerCall<T>(input: (i: number) => T, parse: (value: T) => unknown): number {
  const calls = 10;
  const until = performance.now() + 2_000;
  let fastest = Infinity;
  for (let round = 0; round < 20 && performance.now() < until; round += 1) {
    const inputs = Array.from({ length: calls }, (_, n) => input(round * calls + n));
    const started = performance.now();
    for (const value of inputs) parse(value);
    fastest = Math.min(fastest, ((performance.now() - started) * 1000) / calls);
  }
  return fastest;
}

/** A parser, what it is fed (`i` makes each input different) and what it cost per call when measured. */
export type ParseCase = { name: string; measuredUs: number; measure: () => number };

export const parser = <T>(
  name: string,
  measuredUs: number,
  input: (i: number) => T,
  parse: (value: T) => unknown,
): ParseCase => ({ name, measuredUs, measure: () => microsecondsPerCall(input, parse) });

/**
 * One test per parser: at most 30 times what it cost when measured (never under 20 µs, a margin
 * for timer and loop noise on the cheapest checks), so a machine twice as slow passes and a
 * pattern that backtracks, which costs milliseconds to seconds on these inputs, fails.
 */
export function expectLinear(cases: ParseCase[]) {
  it.each(cases.map((c) => [c.name, c] as const))(
    "%s stays well under a millisecond on the longest input",
    (_, { measure, measuredUs }) => {
      const us = measure();
      expect(us, `${us.toFixed(1)} µs a call (measured: ${measuredUs} µs)`).toBeLessThan(Math.max(30 * measuredUs, 20));
    },
  );
}
