/**
 * What a day of this agency's traffic looks like, for tools/seed/seed-analytics.ts: mostly phones
 * in Bangladesh, Facebook first, then Google search, direct visits and LinkedIn; a Bangla and an
 * English audience; a few campaigns (an Eid offer before each Eid, a winter sale, a LinkedIn
 * campaign for software clients, a monthly newsletter). Made up, but shaped like a small Dhaka
 * agency's numbers. Deterministic for a seed, so benchmarks run on the same data.
 */
export type Rng = () => number;

/** mulberry32: small, fast, and good enough for made-up traffic. */
export function seededRandom(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Weighted<T> = readonly (readonly [T, number])[];

export function pick<T>(random: Rng, options: Weighted<T>): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [value, weight] of options) {
    left -= weight;
    if (left < 0) return value;
  }
  return options.at(-1)![0];
}

export const countries: Weighted<string | null> = [
  ["BD", 78],
  ["AE", 6],
  ["GB", 4],
  ["US", 4],
  ["SA", 2],
  ["MY", 1.5],
  ["IN", 1.5],
  ["CA", 1],
  [null, 2],
];

export const devices: Weighted<"phone" | "tablet" | "desktop"> = [
  ["phone", 74],
  ["desktop", 22],
  ["tablet", 4],
];

export const browsers: Record<"phone" | "tablet" | "desktop", Weighted<string>> = {
  phone: [
    ["Chrome", 55],
    ["Facebook", 14],
    ["Samsung Internet", 10],
    ["Safari", 10],
    ["Opera", 4],
    ["Instagram", 3],
    ["Firefox", 2],
    ["UC Browser", 2],
  ],
  tablet: [
    ["Chrome", 50],
    ["Safari", 40],
    ["Samsung Internet", 10],
  ],
  desktop: [
    ["Chrome", 64],
    ["Edge", 15],
    ["Firefox", 10],
    ["Safari", 8],
    ["Opera", 3],
  ],
};

/** Where a visit came from (host only, as stored) when it carries no campaign. */
export const referrers: Weighted<string | null> = [
  ["m.facebook.com", 20],
  ["l.facebook.com", 10],
  ["facebook.com", 5],
  ["google.com", 22],
  ["google.com.bd", 5],
  [null, 20],
  ["linkedin.com", 5],
  ["l.instagram.com", 3],
  ["youtube.com", 2],
  ["bing.com", 1],
  ["duckduckgo.com", 1],
  ["clutch.co", 1],
  ["bdjobs.com", 1],
  ["chatgpt.com", 1],
];
