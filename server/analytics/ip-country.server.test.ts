// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type CountryRange, countryLookupFrom, encodeCountryTable } from "./ip-country.server.ts";

const v4 = (a: string) => a.split(".").reduce((n, part) => n * 256 + Number(part), 0);
const v6 = (high: string) => BigInt(`0x${high.replaceAll(":", "")}`) << 64n;
const last64 = (1n << 64n) - 1n;

const ipv4Ranges: CountryRange<number>[] = [
  { start: v4("1.0.0.0"), end: v4("1.0.0.255"), country: "AU" },
  { start: v4("1.0.1.0"), end: v4("1.0.3.255"), country: "CN" },
  // A gap (1.0.4.0–103.3.255.255) where nothing is known.
  { start: v4("103.4.0.0"), end: v4("103.4.255.255"), country: "BD" },
  { start: v4("103.5.0.0"), end: v4("103.5.0.255"), country: "ZZ" },
];
const ipv6Ranges: CountryRange<bigint>[] = [
  { start: v6("2001:0db8:0000:0000"), end: v6("2001:0db8:ffff:ffff") | last64, country: "BD" },
  // Smaller than a /64, then the rest of that /64 and beyond: resolved per /64.
  { start: v6("2404:0000:0000:0001"), end: v6("2404:0000:0000:0001") | 0xffffn, country: "AE" },
  { start: v6("2404:0000:0000:0001") | 0x10000n, end: v6("2404:0000:0000:ffff") | last64, country: "GB" },
];
const lookup = countryLookupFrom(encodeCountryTable(ipv4Ranges, ipv6Ranges));

describe("the IP-to-country table", () => {
  it("finds the country of an IPv4 address, also as a dual-stack socket reports it", () => {
    expect(lookup("1.0.0.0")).toBe("AU");
    expect(lookup("1.0.0.255")).toBe("AU");
    expect(lookup("1.0.2.9")).toBe("CN");
    expect(lookup("103.4.17.1")).toBe("BD");
    expect(lookup("::ffff:103.4.17.1")).toBe("BD");
  });

  it("knows no country in the gaps, before the first range, after the last, or where DB-IP says ZZ (unknown)", () => {
    expect(lookup("1.0.4.0")).toBeNull();
    expect(lookup("10.1.2.3")).toBeNull();
    expect(lookup("0.0.0.0")).toBeNull();
    expect(lookup("255.255.255.255")).toBeNull();
    expect(lookup("127.0.0.1")).toBeNull();
    expect(lookup("103.5.0.1")).toBeNull();
  });

  it("finds the country of an IPv6 address by its /64, in any spelling", () => {
    expect(lookup("2001:db8::1")).toBe("BD");
    expect(lookup("2001:0db8:0000:0000:0000:0000:0000:0005")).toBe("BD");
    expect(lookup("2001:db8:ffff:ffff:ffff:ffff:ffff:ffff")).toBe("BD");
    expect(lookup("2001:db9::1")).toBeNull();
    expect(lookup("::1")).toBeNull();
    // The /64 that two ranges share belongs to the first; the next /64 to the second.
    expect(lookup("2404:0:0:1::ffff:1")).toBe("AE");
    expect(lookup("2404:0:0:2::1")).toBe("GB");
  });

  it("answers null, never throws, for whatever else the address is", () => {
    for (const address of ["", "unknown", "1.2.3", "999.1.1.1", "fe80::1%eth0", "::ffff:999.1.1.1", "<script>"]) {
      expect(lookup(address), address).toBeNull();
    }
  });

  it("refuses a file that is not such a table, or is cut short", () => {
    const table = encodeCountryTable(ipv4Ranges, ipv6Ranges);
    expect(() => countryLookupFrom(Buffer.from("not a table at all"))).toThrow(/not an IP-to-country table/);
    expect(() => countryLookupFrom(table.subarray(0, table.length - 1))).toThrow(/wrong length/);
  });
});
