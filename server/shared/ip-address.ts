import { isIPv4, isIPv6 } from "node:net";

/** The address without the IPv4-mapped prefix a dual-stack socket adds (`::ffff:203.0.113.7`). */
export const plainAddress = (address: string): string =>
  address.startsWith("::ffff:") && isIPv4(address.slice(7)) ? address.slice(7) : address;

/** An IPv4 address as a 32-bit number (the address must be valid, as `isIPv4` says). */
export function ipv4Number(address: string): number {
  const [a, b, c, d] = address.split(".").map(Number) as [number, number, number, number];
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

/** The first 64 bits of an IPv6 address (as `isPlainIpv6` says). */
export function ipv6High(address: string): bigint {
  const [head = "", tail] = address.split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const left = groups(head);
  const right = groups(tail);
  const all = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return all.slice(0, 4).reduce((high, group) => (high << 16n) | BigInt(Number.parseInt(group, 16) || 0), 0n);
}

/** An IPv6 address written with groups only: no zone (`%eth0`), no embedded IPv4 (`::ffff:1.2.3.4`). */
export const isPlainIpv6 = (address: string): boolean =>
  isIPv6(address) && !address.includes("%") && !address.includes(".");

/**
 * One client for limits: an IPv4 address as it is, an IPv6 address as its /64. Providers give a
 * home or an office a whole /64 (often more), and a device picks new addresses in it at will, so
 * counting single IPv6 addresses would count nothing.
 */
export function addressGroup(address: string): string {
  const plain = plainAddress(address);
  if (!isPlainIpv6(plain)) return plain;
  return `${ipv6High(plain)
    .toString(16)
    .padStart(16, "0")
    .replace(/(.{4})(?!$)/g, "$1:")}::/64`;
}
