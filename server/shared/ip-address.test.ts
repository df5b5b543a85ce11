// @vitest-environment node
import { expect, test } from "vitest";
import { addressGroup } from "./ip-address.ts";

test("a client for limits is an IPv4 address as it is, and an IPv6 address as its /64, however written", () => {
  expect(addressGroup("203.0.113.9")).toBe("203.0.113.9");
  expect(addressGroup("::ffff:203.0.113.9")).toBe("203.0.113.9");
  expect(addressGroup("2001:db8:1:2::10")).toBe("2001:0db8:0001:0002::/64");
  expect(addressGroup("2001:0DB8:0001:0002:ffff:1:2:3")).toBe("2001:0db8:0001:0002::/64");
  expect(addressGroup("2001:db8::1")).toBe("2001:0db8:0000:0000::/64");
  expect(addressGroup("::1")).toBe("0000:0000:0000:0000::/64");
  // Whatever else arrives is its own client, never an error.
  expect(addressGroup("unknown")).toBe("unknown");
  expect(addressGroup("fe80::1%eth0")).toBe("fe80::1%eth0");
});
