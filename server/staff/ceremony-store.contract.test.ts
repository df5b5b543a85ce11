// @vitest-environment node
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { challengeLifetimeMs, saveChallenge, takeChallenge } from "./challenges.server.ts";
import { countSignInAttempt } from "./sign-in-limit.server.ts";

const t0 = new Date("2026-03-01T08:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

/** What the passkey ceremonies keep in the store, the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("WebAuthn challenges and the sign-in limit on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    await db.close();
  });

  it("accepts a challenge once, for its own purpose, and keeps only its hash", async () => {
    await saveChallenge(db, "challenge-a", "enrol", "invite-hash", t0);
    expect(JSON.stringify(await db.query("SELECT * FROM staff_challenges"))).not.toContain("challenge-a");
    expect(await takeChallenge(db, "challenge-a", "enrol", later(1000))).toEqual({ subject: "invite-hash" });
    expect(await takeChallenge(db, "challenge-a", "enrol", later(2000))).toBeNull();
    await saveChallenge(db, "challenge-b", "enrol", "", t0);
    // A sign-in answer cannot use an enrolment challenge, and the attempt uses it up.
    expect(await takeChallenge(db, "challenge-b", "sign-in", later(1000))).toBeNull();
    expect(await takeChallenge(db, "challenge-b", "enrol", later(1000))).toBeNull();
  });

  it("refuses an expired challenge and clears abandoned ones", async () => {
    await saveChallenge(db, "old", "sign-in", "", t0);
    expect(await takeChallenge(db, "old", "sign-in", later(challengeLifetimeMs + 1))).toBeNull();
    await saveChallenge(db, "abandoned", "sign-in", "", t0);
    await saveChallenge(db, "new", "sign-in", "", later(challengeLifetimeMs + 1));
    expect(await db.query("SELECT purpose FROM staff_challenges")).toHaveLength(1);
  });

  it("limits sign-in attempts per client across instances of the site", async () => {
    const another = await factory.openAnother();
    try {
      const limit = { limit: 3, windowMs: 60_000 };
      expect(await countSignInAttempt(db, "203.0.113.9", limit, t0)).toBeNull();
      expect(await countSignInAttempt(another, "203.0.113.9", limit, later(1000))).toBeNull();
      expect(await countSignInAttempt(db, "203.0.113.9", limit, later(2000))).toBeNull();
      expect(await countSignInAttempt(another, "203.0.113.9", limit, later(3000))).toBe(57);
      expect(await countSignInAttempt(db, "198.51.100.1", limit, later(3000))).toBeNull();
      expect(await countSignInAttempt(db, "203.0.113.9", limit, later(60_001))).toBeNull();
      const stored = JSON.stringify(await db.query("SELECT * FROM staff_sign_in_attempts"));
      expect(stored).not.toContain("203.0.113.9");
      // Not the plain hash either: that could be matched against every IPv4 address's.
      expect(stored).not.toContain(createHash("sha256").update("staff-sign-in\u00000203.0.113.9").digest("hex"));
      expect(stored).not.toContain(createHash("sha256").update("staff-sign-in\u0000203.0.113.9").digest("hex"));
    } finally {
      await another.close();
    }
  });

  it("counts an IPv6 client by its /64, and an IPv4 client on a dual-stack socket as itself", async () => {
    const limit = { limit: 2, windowMs: 60_000 };
    expect(await countSignInAttempt(db, "2001:db8:1:2::10", limit, t0)).toBeNull();
    expect(await countSignInAttempt(db, "2001:0db8:0001:0002:ffff:1:2:3", limit, t0)).toBeNull();
    expect(await countSignInAttempt(db, "2001:db8:1:2:abcd::9", limit, t0)).toBe(60);
    expect(await countSignInAttempt(db, "2001:db8:1:3::10", limit, t0)).toBeNull();
    expect(await countSignInAttempt(db, "203.0.113.9", limit, t0)).toBeNull();
    expect(await countSignInAttempt(db, "::ffff:203.0.113.9", limit, t0)).toBeNull();
    expect(await countSignInAttempt(db, "203.0.113.9", limit, t0)).toBe(60);
  });
});
