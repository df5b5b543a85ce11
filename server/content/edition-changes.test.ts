import { expect, it } from "vitest";
import { editionChanges } from "./edition-changes.ts";

it("names a record by its whole id, even one with a dot, and compares a list of plain values as one value", () => {
  const before = { projects: [{ id: "v1.0-launch", tags: ["web"], figures: { users: 10 } }] };
  const after = { projects: [{ id: "v1.0-launch", tags: ["web", "shop"], figures: { users: 12 } }] };
  expect(editionChanges(before, after)).toEqual([
    { collection: "projects", id: "v1.0-launch", field: "tags", before: ["web"], after: ["web", "shop"] },
    { collection: "projects", id: "v1.0-launch", field: "figures.users", before: 10, after: 12 },
  ]);
});

it("reports a field added to or dropped from a single record, and a whole collection that appeared", () => {
  const before = { site: { name: { en: "A", bn: "অ" }, fax: "1" } };
  const after = { site: { name: { en: "A", bn: "অ" }, email: "a@example.com" }, rates: [] };
  expect(editionChanges(before, after)).toEqual([
    { collection: "site", id: "site", field: "fax", before: "1", after: undefined },
    { collection: "site", id: "site", field: "email", before: undefined, after: "a@example.com" },
    { collection: "rates", id: "rates", field: "", before: undefined, after: [] },
  ]);
});
