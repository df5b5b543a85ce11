// @vitest-environment node
import { describe } from "vitest";
import { expectLinear, parser, run } from "../../../tests/support/parse-cost.ts";
import { cleanText } from "./clean-text.server.ts";
import { campaign, pagePath, referrerHost } from "./view-fields.server.ts";

// Each parser of a counted request on the longest value a visitor can send (16,000 characters).
// The figures are microseconds per call, measured on a 2-core machine at a load average of 27.
// Before the fix, the run of slashes cost pagePath 246 ms ((.)\/+$).
const slashes = (before: string) => run("/", before, "b");
const noHosts = new Set<string>();

describe("the cost of counting a page view", () => {
  expectLinear([
    parser("pagePath, a run of slashes", 6, (i) => slashes(`/a${i}`), pagePath),
    parser("pagePath, /index.html repeated", 7, (i) => run("/index.html", `/${i}`, "x"), pagePath),
    parser("pagePath, dots and spaces", 13, (i) => run(". ", `/${i}`, "/"), pagePath),
    parser(
      "referrerHost, dots",
      5,
      (i) => run("a.", `https://${i}.`),
      (url) => referrerHost(url, noHosts),
    ),
    parser(
      "referrerHost, slashes",
      4,
      (i) => slashes(`https://example.com/${i}`),
      (url) => referrerHost(url, noHosts),
    ),
    parser(
      "referrerHost, schemes",
      8,
      (i) => run("http://", `${i}`),
      (url) => referrerHost(url, noHosts),
    ),
    parser("campaign, repeated keys", 33, (i) => run("utm_source=%20&", `/?${i}&`), campaign),
    parser("campaign, control characters", 38, (i) => run("%01%20", `/?utm_campaign=${i}`), campaign),
    parser(
      "cleanText, spaces and controls",
      4,
      (i) => run(" \u0001\u202e", `${i}`),
      (text) => cleanText(text, 100),
    ),
  ]);
});
