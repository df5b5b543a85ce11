import { readFileSync } from "node:fs";
import { isIPv4 } from "node:net";
import { ipv4Number, ipv6High, isPlainIpv6, plainAddress } from "../shared/ip-address.ts";
import type { CountryLookup } from "./view-fields.server.ts";

/**
 * A local IP-to-country table: DB-IP's "IP to Country Lite" (CC BY 4.0, credited on the privacy
 * page and the dashboard), turned at build time (tools/build/build-ip-country.ts) into sorted range
 * starts and two-letter codes, looked up by binary search in memory: no request to anyone, under
 * a microsecond a view. The address is looked up while the view waits in memory and is never
 * stored (docs/analytics.md).
 *
 * File layout (little-endian): "IPC1", v4 count, v6 count (u32 each); v4 range starts (u32 each);
 * v4 codes (u16 each); padding to 8 bytes; v6 range starts (the address's first 64 bits, u64
 * each); v6 codes (u16 each). A code is two ASCII letters, 0 where no country is known (private
 * and unallocated ranges). A range runs until the next one starts. IPv6 is resolved per /64,
 * which is as fine as providers assign it.
 */
export type CountryRange<T extends number | bigint> = { start: T; end: T; country: string };

const magic = "IPC1";
const headerBytes = 12;
const maxV4 = 0xffff_ffff;
const maxV6High = (1n << 64n) - 1n;

// DB-IP writes ZZ where it knows no country.
const codeOf = (country: string) =>
  /^[A-Z]{2}$/.test(country) && country !== "ZZ" ? country.charCodeAt(0) | (country.charCodeAt(1) << 8) : 0;
const countryOf = (code: number) => (code === 0 ? null : String.fromCharCode(code & 0xff, code >> 8));

/** Range starts and codes with the gaps between ranges filled by "unknown". Input sorted by start. */
function startsAndCodes<T extends number | bigint>(
  ranges: readonly CountryRange<T>[],
  space: { first: T; last: T; after(end: T): T },
): { starts: T[]; codes: number[] } {
  const starts: T[] = [];
  const codes: number[] = [];
  const push = (from: T, to: T, code: number) => {
    const last = starts.at(-1);
    // Two ranges in one slot (IPv6 ranges smaller than a /64): the first keeps it, the next
    // begins at the slot after, if anything of it is left.
    const start = last !== undefined && last >= from ? space.after(last) : from;
    if (start > to) return;
    starts.push(start);
    codes.push(code);
  };
  let next = space.first;
  for (const range of ranges) {
    if (range.start > next) push(next, next, 0);
    push(range.start, range.end, codeOf(range.country));
    if (range.end >= space.last) return { starts, codes };
    next = space.after(range.end);
  }
  push(next, next, 0);
  return { starts, codes };
}

/** The table file from DB-IP's ranges (IPv6 ones as full 128-bit numbers). */
export function encodeCountryTable(v4: readonly CountryRange<number>[], v6: readonly CountryRange<bigint>[]): Buffer {
  const four = startsAndCodes(v4, { first: 0, last: maxV4, after: (end) => end + 1 });
  // Per /64: a range covers the /64s from its start's to its end's.
  const six = startsAndCodes(
    v6.map((range) => ({ start: range.start >> 64n, end: range.end >> 64n, country: range.country })),
    { first: 0n, last: maxV6High, after: (end) => end + 1n },
  );
  const v4Bytes = four.starts.length * 6;
  const v6Offset = Math.ceil((headerBytes + v4Bytes) / 8) * 8;
  const buffer = Buffer.alloc(v6Offset + six.starts.length * 10);
  buffer.write(magic, 0, "latin1");
  buffer.writeUInt32LE(four.starts.length, 4);
  buffer.writeUInt32LE(six.starts.length, 8);
  four.starts.forEach((start, i) => buffer.writeUInt32LE(start, headerBytes + i * 4));
  const v4Codes = headerBytes + four.starts.length * 4;
  four.codes.forEach((code, i) => buffer.writeUInt16LE(code, v4Codes + i * 2));
  six.starts.forEach((start, i) => buffer.writeBigUInt64LE(start, v6Offset + i * 8));
  const v6Codes = v6Offset + six.starts.length * 8;
  six.codes.forEach((code, i) => buffer.writeUInt16LE(code, v6Codes + i * 2));
  return buffer;
}

/** Index of the last start ≤ value (starts sorted, starts[0] = 0). */
function lastAtOrBefore<T extends number | bigint>(starts: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A lookup over the table file's bytes; throws if they are not such a table. */
export function countryLookupFrom(bytes: Buffer): CountryLookup {
  if (bytes.toString("latin1", 0, 4) !== magic) throw new Error("not an IP-to-country table (IPC1)");
  const v4Count = bytes.readUInt32LE(4);
  const v6Count = bytes.readUInt32LE(8);
  const v6Offset = Math.ceil((headerBytes + v4Count * 6) / 8) * 8;
  if (bytes.length !== v6Offset + v6Count * 10) throw new Error("IP-to-country table has the wrong length");
  // Copies, so that the typed arrays are aligned whatever the Buffer's offset in its pool.
  const copy = (offset: number, length: number) => new Uint8Array(bytes.subarray(offset, offset + length)).buffer;
  const v4Starts = new Uint32Array(copy(headerBytes, v4Count * 4));
  const v4Codes = new Uint16Array(copy(headerBytes + v4Count * 4, v4Count * 2));
  const v6Starts = new BigUint64Array(copy(v6Offset, v6Count * 8));
  const v6Codes = new Uint16Array(copy(v6Offset + v6Count * 8, v6Count * 2));

  return (address) => {
    const plain = plainAddress(address);
    if (isIPv4(plain)) return countryOf(v4Codes[lastAtOrBefore(v4Starts, ipv4Number(plain))]!);
    if (isPlainIpv6(plain)) {
      return countryOf(v6Codes[lastAtOrBefore(v6Starts, ipv6High(plain))]!);
    }
    return null;
  };
}

/** The build's table, or undefined (with the reason) when the file is missing or damaged. */
export function loadCountryLookup(path: string): { lookup?: CountryLookup; problem?: string } {
  try {
    return { lookup: countryLookupFrom(readFileSync(path)) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}
