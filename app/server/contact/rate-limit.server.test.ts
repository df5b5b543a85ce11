// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server.ts";

const minute = 60_000;

function send(limiter: ReturnType<typeof createRateLimiter>, key: string, now: number) {
  const decision = limiter.check(key, now);
  if (decision.allowed) limiter.record(key, now);
  return decision;
}

describe("createRateLimiter", () => {
  it("allows five messages in ten minutes and refuses the sixth with the wait until a slot frees", () => {
    const limiter = createRateLimiter({ limit: 5, windowSeconds: 600 });
    for (let i = 0; i < 5; i += 1) expect(send(limiter, "a", i * minute).allowed).toBe(true);
    expect(send(limiter, "a", 5 * minute)).toEqual({ allowed: false, retryAfterSeconds: 300 });
    expect(send(limiter, "a", 10 * minute - 1000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // The first message has left the window: one more is allowed, and only one.
    expect(send(limiter, "a", 10 * minute + 1).allowed).toBe(true);
    expect(send(limiter, "a", 10 * minute + 2).allowed).toBe(false);
  });

  it("counts each client separately", () => {
    const limiter = createRateLimiter({ limit: 1, windowSeconds: 600 });
    expect(send(limiter, "a", 0).allowed).toBe(true);
    expect(send(limiter, "a", 1).allowed).toBe(false);
    expect(send(limiter, "b", 2).allowed).toBe(true);
  });

  it("does not count a refused attempt, so waiting out the window always works", () => {
    const limiter = createRateLimiter({ limit: 1, windowSeconds: 60 });
    send(limiter, "a", 0);
    for (let t = 1000; t < 60_000; t += 1000) expect(send(limiter, "a", t).allowed).toBe(false);
    expect(send(limiter, "a", 60_001).allowed).toBe(true);
  });

  it("is switched off by a limit of 0", () => {
    const limiter = createRateLimiter({ limit: 0, windowSeconds: 600 });
    for (let i = 0; i < 100; i += 1) expect(send(limiter, "a", i).allowed).toBe(true);
    expect(limiter.size).toBe(0);
  });

  it("keeps memory bounded when many different clients post", () => {
    const limiter = createRateLimiter({ limit: 5, windowSeconds: 600, maxKeys: 1000 });
    for (let i = 0; i < 20_000; i += 1) send(limiter, `client-${i}`, i);
    expect(limiter.size).toBeLessThanOrEqual(1000);
    // The most recent clients are the ones remembered.
    for (let i = 0; i < 4; i += 1) send(limiter, "client-19999", 20_000 + i);
    expect(send(limiter, "client-19999", 20_010).allowed).toBe(false);
  });
});
