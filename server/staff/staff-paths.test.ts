import { expect, test } from "vitest";
import { canonicalStaffPath, isStaffPath, namesStaffArea, returnPath } from "./staff-paths.ts";

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

test("a staff path spelled otherwise (case, percent-escapes) has one canonical spelling; others have none", () => {
  expect(canonicalStaffPath("/STAFF/people")).toBe("/staff/people");
  expect(canonicalStaffPath("/sTaFf")).toBe("/staff");
  expect(canonicalStaffPath("/%73taff/content/images")).toBe("/staff/content/images");
  expect(canonicalStaffPath("/Staff/content/preview/%E0%A6%AC")).toBe("/staff/content/preview/%E0%A6%AC");
  for (const path of ["/staff/people", "/staffing", "/STAFFING", "/about-us", "/%zz", "/bn/staff"]) {
    expect(canonicalStaffPath(path), path).toBeUndefined();
  }
  expect(namesStaffArea("/STAFF/people")).toBe(true);
  expect(namesStaffArea("/staff")).toBe(true);
  expect(namesStaffArea("/about-us")).toBe(false);
});
