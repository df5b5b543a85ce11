import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const dir = join(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(dir)
  .filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name))
  .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }));

/**
 * A record is read long after it was written: it says when it was decided and whether it still
 * holds. A superseded one is left as it was decided and points to the new record that replaced it,
 * which points back; it is never rewritten in place.
 */
describe("decision records", () => {
  test("are numbered from 001 without a gap", () => {
    expect(records.map((r) => Number(r.name.slice(0, 3)))).toEqual(records.map((_, i) => i + 1));
  });

  for (const { name, text } of records) {
    test(`${name} opens with its number and title, a date and a status`, () => {
      const [title, blank, date, status] = text.split("\n");
      expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)}: \\S`));
      expect(blank).toBe("");
      expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
      expect(status).toMatch(/^- Status: (accepted|proposed|superseded|partly superseded)\b/);
    });
  }

  test("a superseded record names its successor, and the successor says what it supersedes", () => {
    for (const { name, text } of records) {
      const status = text.split("\n")[3] ?? "";
      if (!status.includes("superseded")) continue;
      const successor = /\]\((\d{3})-[a-z0-9-]+\.md\)/.exec(status)?.[1];
      expect(successor, `${name} names the record that replaced it`).toBeDefined();
      const next = records.find((r) => r.name.startsWith(`${successor}-`));
      expect(next?.text.split("\n")[3], `${successor} points back to ${name}`).toContain(`(${name})`);
    }
  });
});
