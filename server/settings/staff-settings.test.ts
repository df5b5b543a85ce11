// @vitest-environment node
import { describe, expect, it } from "vitest";
import { enrolmentLink } from "../staff/staff-config.ts";
import { parseSettings } from "./settings.ts";

const staff = (env: Record<string, string>) => parseSettings(env).staff;

describe("the staff configuration", () => {
  it("takes the relying party from the site's production URL by default", () => {
    expect(staff({})).toEqual({
      origin: "https://www.jamdani-digital.example.com",
      rpId: "www.jamdani-digital.example.com",
      rpName: "Jamdani Digital staff",
      signInAttempts: 30,
      reminderMs: 3_600_000,
    });
  });

  it("allows 30 sign-in steps per client in 15 minutes unless told otherwise, and says what is wrong", () => {
    expect(staff({ STAFF_SIGN_IN_ATTEMPTS: "1000" }).signInAttempts).toBe(1000);
    expect(staff({ STAFF_SIGN_IN_ATTEMPTS: " " }).signInAttempts).toBe(30);
    expect(() => staff({ STAFF_SIGN_IN_ATTEMPTS: "1" })).toThrow(/STAFF_SIGN_IN_ATTEMPTS: must be at least 2/);
    expect(() => staff({ STAFF_SIGN_IN_ATTEMPTS: "lots" })).toThrow(/STAFF_SIGN_IN_ATTEMPTS: must be a whole/);
  });

  it("accepts https anywhere and plain http only on this machine, and refuses an IP address, which no passkey takes", () => {
    expect(staff({ STAFF_ORIGIN: "http://localhost:4173/" })).toMatchObject({
      origin: "http://localhost:4173",
      rpId: "localhost",
    });
    for (const origin of ["http://127.0.0.1:4173", "https://203.0.113.7", "http://[::1]:3000"])
      expect(() => staff({ STAFF_ORIGIN: origin }), origin).toThrow(
        /STAFF_ORIGIN: must name a host, not an IP address: passkeys belong to a domain \(on this machine, use http:\/\/localhost:PORT\)/,
      );
    expect(staff({ STAFF_ORIGIN: "http://localhost:3000" }).rpId).toBe("localhost");
    expect(staff({ STAFF_ORIGIN: "https://staging.example.com" }).rpId).toBe("staging.example.com");
    expect(() => staff({ STAFF_ORIGIN: "http://staging.example.com" })).toThrow(/must use https/);
    expect(() => staff({ STAFF_ORIGIN: "ftp://x" })).toThrow(/STAFF_ORIGIN/);
  });

  it("puts the invite token in the fragment, which browsers never send", () => {
    expect(enrolmentLink(staff({}), "abc")).toBe("https://www.jamdani-digital.example.com/staff/enrol#abc");
  });
});
