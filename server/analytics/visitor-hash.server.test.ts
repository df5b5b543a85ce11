import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { utcDay, visitorHash } from "./visitor-hash.server.ts";

const parts = {
  salt: "s".repeat(64),
  site: "jamdani-digital.example.com",
  address: "203.0.113.7",
  userAgent: "Mozilla/5.0 X",
};

describe("the visitor hash", () => {
  it("is sha256 of salt, site, address and User-Agent, and holds no address", () => {
    const hash = visitorHash(parts);
    const expected = createHash("sha256")
      .update([parts.salt, parts.site, parts.address, parts.userAgent].join("\0"))
      .digest("hex");
    expect(hash).toBe(expected);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("203.0.113.7");
  });

  it("changes with each of its parts, and with the day's salt", () => {
    const hash = visitorHash(parts);
    expect(visitorHash({ ...parts, salt: "t".repeat(64) })).not.toBe(hash);
    expect(visitorHash({ ...parts, site: "example.org" })).not.toBe(hash);
    expect(visitorHash({ ...parts, address: "203.0.113.8" })).not.toBe(hash);
    expect(visitorHash({ ...parts, userAgent: "Mozilla/5.0 Y" })).not.toBe(hash);
    // Moving characters between parts does not give the same hash.
    expect(visitorHash({ ...parts, address: "203.0.113.", userAgent: `7${parts.userAgent}` })).not.toBe(hash);
  });

  it("keys days in UTC", () => {
    expect(utcDay(new Date("2026-03-01T23:59:59.999Z"))).toBe("2026-03-01");
    expect(utcDay(new Date("2026-03-02T05:30:00+06:00"))).toBe("2026-03-01");
  });
});
