// @vitest-environment node
import { describe, expect, it } from "vitest";
import { enrolmentLink, parseStaffConfig } from "./config.server.ts";

describe("the staff configuration", () => {
  it("takes the relying party from the site's production URL by default", () => {
    expect(parseStaffConfig({})).toEqual({
      origin: "https://www.jamdani-digital.example.com",
      rpId: "www.jamdani-digital.example.com",
      rpName: "Jamdani Digital staff",
    });
  });

  it("accepts https anywhere and plain http only on this machine", () => {
    expect(parseStaffConfig({ STAFF_ORIGIN: "http://127.0.0.1:4173/" })).toMatchObject({
      origin: "http://127.0.0.1:4173",
      rpId: "127.0.0.1",
    });
    expect(parseStaffConfig({ STAFF_ORIGIN: "http://localhost:3000" }).rpId).toBe("localhost");
    expect(parseStaffConfig({ STAFF_ORIGIN: "https://staging.example.com" }).rpId).toBe("staging.example.com");
    expect(() => parseStaffConfig({ STAFF_ORIGIN: "http://staging.example.com" })).toThrow(/must use https/);
    expect(() => parseStaffConfig({ STAFF_ORIGIN: "ftp://x" })).toThrow(/STAFF_ORIGIN/);
  });

  it("puts the invite token in the fragment, which browsers never send", () => {
    expect(enrolmentLink(parseStaffConfig({}), "abc")).toBe("https://www.jamdani-digital.example.com/staff/enrol#abc");
  });
});
