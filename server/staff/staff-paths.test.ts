import { expect, test } from "vitest";
import { isStaffPath, returnPath } from "./staff-paths.ts";

test("the staff area is /staff and every path under it, and nothing that only starts with the same letters", () => {
  for (const path of ["/staff", "/staff/", "/staff/sign-in", "/staff/messages/2", "/staff/passkey.js"]) {
    expect(isStaffPath(path), path).toBe(true);
  }
  for (const path of ["/", "/staffing", "/staff-picks", "/bn/staff", "/about-us", "staff"]) {
    expect(isStaffPath(path), path).toBe(false);
  }
});

test("sign-in returns only to a staff page of this site, with its query, else to the inbox", () => {
  for (const path of [
    "/staff",
    "/staff/messages/12",
    "/staff/analytics?period=30d",
    "/staff?q=Rahim%20Uddin&status=new",
  ]) {
    expect(returnPath(path), path).toBe(path);
  }
  for (const path of [
    null,
    "",
    "https://evil.example/staff",
    "//evil.example/staff",
    "/staff//evil.example",
    "/\\evil.example",
    "/staff\\..\\evil",
    "/staff/sign-in",
    "/staff/sign-out",
    "/staff/api/sign-in-verify",
    "/staffing",
    "/about-us",
    "/staff/messages/1#x",
    "/staff/messages/1 x",
    `/staff?q=${"x".repeat(600)}`,
  ]) {
    expect(returnPath(path), String(path)).toBe("/staff");
  }
});
