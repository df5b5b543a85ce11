import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstRoundTripBytes, roundTripLimit, transferBytes } from "./first-round-trip.ts";

describe("a page's HTML against TCP's first round trip", () => {
  const body = Buffer.alloc(1000, 7);
  let url = "";
  const server = createServer((_, response) => {
    response.writeHead(200, {
      "Content-Type": "text/html",
      "Content-Encoding": "br",
      "Content-Length": body.length,
      "X-Long": "x".repeat(500),
    });
    response.end(body);
  });
  beforeAll(async () => {
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  it("counts the headers as sent, status line and blank line included, and the encoded body", async () => {
    const measured = await transferBytes(url);
    expect(measured.status).toBe(200);
    expect(measured.bodyBytes).toBe(1000);
    // Node adds Date (29 characters of value, always), Connection and Keep-Alive itself.
    const expected =
      "HTTP/1.1 200 OK\r\n" +
      "Content-Type: text/html\r\n" +
      "Content-Encoding: br\r\n" +
      "Content-Length: 1000\r\n" +
      `X-Long: ${"x".repeat(500)}\r\n` +
      `Date: ${new Date().toUTCString()}\r\n` +
      "Connection: keep-alive\r\n" +
      "Keep-Alive: timeout=5\r\n" +
      "\r\n";
    expect(measured.headerBytes).toBe(Buffer.byteLength(expected));
  });

  it("allows a page one round trip of 10 segments, and only the home pages a second", () => {
    expect(roundTripLimit("/bn/latest-projects")).toEqual({ bytes: 14_600, roundTrips: 1 });
    expect(roundTripLimit("/insights/website-cost-bangladesh").bytes).toBe(firstRoundTripBytes);
    expect(roundTripLimit("/")).toEqual({ bytes: 43_800, roundTrips: 2 });
    expect(roundTripLimit("/bn")).toEqual({ bytes: 43_800, roundTrips: 2 });
  });
});
