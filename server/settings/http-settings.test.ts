// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseSettings } from "./settings.ts";

describe("the HTTP server's settings", () => {
  it("defaults the timeouts to production values", () => {
    expect(parseSettings({}).http).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      shutdownTimeoutMs: 10_000,
      trustProxy: false,
    });
  });

  it("reads the timeouts from the environment", () => {
    expect(
      parseSettings({ HEADERS_TIMEOUT_MS: "2000", REQUEST_TIMEOUT_MS: "4000", SHUTDOWN_TIMEOUT_MS: "1500" }).http,
    ).toMatchObject({
      headersTimeoutMs: 2_000,
      requestTimeoutMs: 4_000,
      shutdownTimeoutMs: 1_500,
    });
  });

  it("stops the start with a message naming the variable for a bad or inconsistent timeout", () => {
    expect(() => parseSettings({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => parseSettings({ HEADERS_TIMEOUT_MS: "0" })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => parseSettings({ HEADERS_TIMEOUT_MS: "40000" })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
  });
});
