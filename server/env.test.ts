// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("defaults the timeouts to production values", () => {
    expect(parseEnv({})).toMatchObject({
      HEADERS_TIMEOUT_MS: 10_000,
      REQUEST_TIMEOUT_MS: 30_000,
      KEEP_ALIVE_TIMEOUT_MS: 5_000,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      TRUST_PROXY: false,
    });
  });

  it("reads the timeouts from the environment", () => {
    expect(
      parseEnv({ HEADERS_TIMEOUT_MS: "2000", REQUEST_TIMEOUT_MS: "4000", SHUTDOWN_TIMEOUT_MS: "1500" }),
    ).toMatchObject({
      HEADERS_TIMEOUT_MS: 2_000,
      REQUEST_TIMEOUT_MS: 4_000,
      SHUTDOWN_TIMEOUT_MS: 1_500,
    });
  });

  it("stops the start with a message naming the variable for a bad or inconsistent timeout", () => {
    expect(() => parseEnv({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: "0" })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: "40000" })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
  });
});
