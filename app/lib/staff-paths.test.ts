import { expect, test } from "vitest";
import { isStaffPath } from "./staff-paths.ts";

test("the staff area is /staff and every path under it, and nothing that only starts with the same letters", () => {
  for (const path of ["/staff", "/staff/", "/staff/sign-in", "/staff/messages/2", "/staff/passkey.js"]) {
    expect(isStaffPath(path), path).toBe(true);
  }
  for (const path of ["/", "/staffing", "/staff-picks", "/bn/staff", "/about-us", "staff"]) {
    expect(isStaffPath(path), path).toBe(false);
  }
});
