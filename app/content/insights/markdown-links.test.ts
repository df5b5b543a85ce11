import { expect, it } from "vitest";
import { expectLinear, parser, run } from "../../../tests/support/parse-cost.ts";
import { linkTargets } from "./markdown-links.ts";

it("finds every address a text links to or shows, sorted", () => {
  const text =
    "See [costs](/website-cost) and ![a chart](/art/a.svg 'title').\n\n[ref]: https://example.com/x\n\n" +
    "Mail <mailto:hello@example.com>, visit https://example.org/page. or www.example.net, write to team@example.com.";
  expect(linkTargets(text)).toEqual(
    [
      "/art/a.svg",
      "/website-cost",
      "https://example.com/x",
      "mailto:hello@example.com",
      "https://example.org/page.",
      "www.example.net,",
      "team@example.com.",
    ].sort(),
  );
});

// A body is at most 40,000 characters (markdown-limits.ts): runs that would make a scan restart.
expectLinear([
  parser("brackets and parentheses", 420, (i) => run("](", String(i), "", 40_000), linkTargets),
  parser("one long address", 50, (i) => run("a", `[x](${i}`, ")", 40_000), linkTargets),
  parser("at signs and dots", 10, (i) => run("@a.", String(i), "", 40_000), linkTargets),
]);
