/**
 * Build step: DB-IP's "IP to Country Lite" (the @ip-location-db/dbip-country package, a build-time
 * dependency, CC BY 4.0) into build/ip-country.bin, the compact table the server looks visitors'
 * countries up in (server/analytics/ip-country.server.ts): about 6 MB instead of the
 * package's 66 MB of CSV, so the production image carries the table and not the package.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { type CountryRange, countryLookupFrom, encodeCountryTable } from "../../server/analytics/ip-country.server.ts";

const out = resolve(import.meta.dirname, "../../build/ip-country.bin");
const packageDir = dirname(createRequire(import.meta.url).resolve("@ip-location-db/dbip-country/package.json"));

/** "start,end,CC" lines, start and end as decimal numbers; sorted by start, as DB-IP ships them. */
function ranges<T extends number | bigint>(file: string, toNumber: (text: string) => T): CountryRange<T>[] {
  const lines = readFileSync(join(packageDir, file), "utf8").split("\n");
  const result: CountryRange<T>[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const [start, end, country] = line.split(",");
    if (!start || !end || !country) throw new Error(`${file}:${index + 1}: not "start,end,country": ${line}`);
    const range = { start: toNumber(start), end: toNumber(end), country: country.trim() };
    if (range.end < range.start || (result.length > 0 && range.start <= result.at(-1)!.end)) {
      throw new Error(`${file}:${index + 1}: ranges must be sorted and apart: ${line}`);
    }
    result.push(range);
  }
  return result;
}

const v4 = ranges("dbip-country-ipv4-num.csv", Number);
const v6 = ranges("dbip-country-ipv6-num.csv", BigInt);
const table = encodeCountryTable(v4, v6);

// The table must give back what DB-IP says: every 500th range, at its first and last address
// (IPv6: ranges that begin a /64, at their first address; the table resolves IPv6 per /64).
const lookup = countryLookupFrom(table);
const dotted = (n: number) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join(".");
const colons = (n: bigint) =>
  Array.from({ length: 8 }, (_, i) => ((n >> BigInt(112 - i * 16)) & 0xffffn).toString(16)).join(":");
const expected = (country: string) => (country === "ZZ" ? null : country);
let checked = 0;
for (const [index, range] of v4.entries()) {
  if (index % 500 !== 0) continue;
  for (const address of [dotted(range.start), dotted(range.end)]) {
    if (lookup(address) !== expected(range.country)) {
      throw new Error(`IP-to-country table: ${address} gives ${lookup(address)}, DB-IP says ${range.country}`);
    }
    checked += 1;
  }
}
for (const [index, range] of v6.entries()) {
  if (index % 500 !== 0 || (range.start & ((1n << 64n) - 1n)) !== 0n) continue;
  const address = colons(range.start);
  if (lookup(address) !== expected(range.country)) {
    throw new Error(`IP-to-country table: ${address} gives ${lookup(address)}, DB-IP says ${range.country}`);
  }
  checked += 1;
}
writeFileSync(out, table);
const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
console.log(
  `IP-to-country table (DB-IP Lite ${version}, ${v4.length} IPv4 and ${v6.length} IPv6 ranges, ${checked} addresses checked): ${(table.length / 1e6).toFixed(1)} MB -> build/ip-country.bin`,
);
