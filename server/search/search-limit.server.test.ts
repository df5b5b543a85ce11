import { expect, test } from "vitest";
import { createSearchLimit, maxTrackedClients } from "./search-limit.server.ts";

test("a client gets its searches up to the limit, then the seconds left in the window, then a new window", () => {
  const limit = createSearchLimit({ limit: 3, windowSeconds: 60 });
  const start = 1_000_000;
  expect([1, 2, 3].map(() => limit.admit("203.0.113.7", start))).toEqual([null, null, null]);
  expect(limit.admit("203.0.113.7", start + 15_000)).toBe(45);
  // Another client is counted on its own.
  expect(limit.admit("203.0.113.8", start + 15_000)).toBeNull();
  expect(limit.admit("203.0.113.7", start + 60_000)).toBeNull();
});

test("the addresses of one IPv6 /64 are one client", () => {
  const limit = createSearchLimit({ limit: 2, windowSeconds: 60 });
  expect(limit.admit("2001:db8:1:2::1", 0)).toBeNull();
  expect(limit.admit("2001:db8:1:2::ffff", 0)).toBeNull();
  expect(limit.admit("2001:db8:1:2:abcd::9", 0)).toBeGreaterThan(0);
});

test("a flood from more addresses than it tracks costs bounded memory: the rest share one count", () => {
  const limit = createSearchLimit({ limit: 5, windowSeconds: 60 });
  for (let i = 0; i < maxTrackedClients + 1_000; i += 1)
    limit.admit(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 0);
  expect(limit.tracked).toBe(maxTrackedClients + 1);
  expect(limit.admit("192.0.2.1", 0)).toBeGreaterThan(0);
});

test("a limit of 0 turns it off", () => {
  const limit = createSearchLimit({ limit: 0, windowSeconds: 60 });
  for (let i = 0; i < 100; i += 1) expect(limit.admit("203.0.113.7", 0)).toBeNull();
});
