// @vitest-environment node
import { describe, expect, it } from "vitest";
import { csvCell, exportColumns, toCsv, toJson } from "./export.server.ts";
import type { StoredMessage } from "./message-store.server.ts";

const row = (overrides: Partial<StoredMessage>): StoredMessage => ({
  id: 1,
  created_at: "2026-01-31T08:00:00.000Z",
  name: "Rahim Uddin",
  email: "rahim@example.com",
  subject: "Website",
  message: "Hello",
  ip_hash: "ab12",
  user_agent: "Firefox",
  status: "new",
  language: "en",
  notify_attempts: 0,
  next_attempt_at: null,
  ...overrides,
});

/** A small RFC 4180 reader, to prove the output round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') [cell, i] = [cell + '"', i + 1];
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") [cells, cell] = [[...cells, cell], ""];
    else if (char === "\r" && text[i + 1] === "\n") {
      rows.push([...cells, cell]);
      [cells, cell, i] = [[], "", i + 1];
    } else cell += char;
  }
  return rows;
}

describe("CSV export", () => {
  it("quotes every cell and doubles quotes inside it", () => {
    expect(csvCell('say "hi", please')).toBe('"say ""hi"", please"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    for (const attack of ['=HYPERLINK("http://evil.example")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(attack)).toBe(`"'${attack.replaceAll('"', '""')}"`);
    }
    expect(csvCell("a = b")).toBe('"a = b"');
  });

  it("round-trips commas, quotes, line breaks, Bangla and emoji through an RFC 4180 reader", () => {
    const message = 'Line one, with "quotes"\r\nLine two\nআমরা একটি ওয়েবসাইট চাই 🙏';
    const csv = toCsv([row({ message }), row({ id: 2, name: "=cmd|' /C calc'!A0" })]);
    expect(csv.startsWith("\uFEFFid,created_at,")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    const [header, first, second] = parseCsv(csv.slice(1));
    expect(header).toEqual([...exportColumns]);
    expect(first?.[exportColumns.indexOf("message")]).toBe(message);
    expect(second?.[exportColumns.indexOf("name")]).toBe("'=cmd|' /C calc'!A0");
  });

  it("writes a header line only when there are no messages", () => {
    expect(toCsv([])).toBe(`\uFEFF${exportColumns.join(",")}\r\n`);
  });
});

describe("JSON export", () => {
  it("writes the export columns verbatim, with no spreadsheet escaping", () => {
    const parsed = JSON.parse(toJson([row({ subject: "=1+1 <b>" })])) as Record<string, unknown>[];
    expect(Object.keys(parsed[0] ?? {})).toEqual([...exportColumns]);
    expect(parsed[0]?.subject).toBe("=1+1 <b>");
  });
});
