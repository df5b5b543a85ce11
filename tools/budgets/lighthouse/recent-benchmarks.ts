/**
 * The host's speed as the median of its last few benchmarks. One benchmarkIndex sample is noisy on
 * these machines: 25 taken back to back in one browser read 1,142 to 2,245 within half a minute,
 * so calibrating each run from the one sample before it picked a slowdown anywhere between 2.2×
 * and 4.5×, and a page's TBT followed (`/happy-clients` 154 ms at 4.4×, 14 ms at 2.2×). A sample
 * taken a second before a ten-second run says little about the run's own seconds; the median of
 * the last five, one new sample per run as before, follows a host that slows down for minutes (a
 * busy neighbour) within three runs and ignores a single odd second.
 */
export class RecentBenchmarks {
  private readonly samples: number[] = [];
  private readonly size: number;

  // A plain field, not a parameter property: Node runs this file by stripping types only
  // (tsconfig's erasableSyntaxOnly says so at type check).
  constructor(size = 5) {
    this.size = size;
  }

  /** Records a sample and returns the median of the recent ones, this one included. */
  add(benchmarkIndex: number): number {
    this.samples.push(benchmarkIndex);
    if (this.samples.length > this.size) this.samples.shift();
    const sorted = [...this.samples].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  }
}
