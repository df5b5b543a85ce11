// @vitest-environment node
import { describe, expect, it } from "vitest";
import { tableCsv } from "./dashboard-csv.server.ts";
import { count, rate, table, text } from "./dashboard-table.ts";

const referrers = (rows: (string | number | null)[][]) =>
  table("referrers", "Referrers", "", [text("Referrer"), count("Visits"), rate("Share")], rows);

describe("dashboard CSV export", () => {
  it("writes a header, quoted cells, CRLF line ends and a byte-order mark", () => {
    const csv = tableCsv(
      referrers([
        ["facebook.com", 120, 0.5],
        ["(direct)", 3, null],
      ]),
    );
    expect(csv).toBe('\uFEFF"Referrer","Visits","Share (%)"\r\n"facebook.com","120","50"\r\n"(direct)","3",""\r\n');
  });

  it("neutralises visitor text that a spreadsheet would run as a formula", () => {
    const rows = ['=HYPERLINK("http://evil.example")', "+1+1", "-2+3", "@SUM(A1)", "\tTAB", "\rCR"].map((value) => [
      value,
      1,
      null,
    ]);
    const lines = tableCsv(referrers(rows)).slice(1).split("\r\n").slice(1, -1);
    expect(lines.map((line) => line.split(",")[0])).toEqual([
      '"\'=HYPERLINK(""http://evil.example"")"',
      '"\'+1+1"',
      '"\'-2+3"',
      '"\'@SUM(A1)"',
      '"\'\tTAB"',
      '"\'\rCR"',
    ]);
  });

  it("keeps commas, quotes, line breaks, HTML and Bangla inside one quoted cell", () => {
    const campaign = 'ঈদ অফার, "big" <b>sale</b>\nline two';
    const csv = tableCsv(referrers([[campaign, 7, 0.123456]]));
    expect(csv.split("\r\n")[1]).toBe('"ঈদ অফার, ""big"" <b>sale</b>\nline two","7","12.35"');
  });

  it("leaves numbers alone: a count is never mistaken for a formula", () => {
    const csv = tableCsv(referrers([["a.example", -1, -0.05]]));
    expect(csv.split("\r\n")[1]).toBe('"a.example","-1","-5"');
  });
});
