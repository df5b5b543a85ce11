// @vitest-environment node
import { describe } from "vitest";
import { expectLinear, parser, run } from "../../tests/support/parse-cost.ts";
import { whyNotCounted } from "./classify-request.server.ts";
import { cleanText } from "./clean-text.server.ts";
import { browserFamily, deviceClass, isBotUserAgent } from "./user-agent.server.ts";
import { campaign, countryFromHeader, pagePath, referrerHost, viewFields } from "./view-fields.server.ts";

// Each parser of a counted request on the longest value a visitor can send (16,000 characters).
// The figures are microseconds per call, measured on a 2-core machine at a load average of 27.
// Before the fix, the run of slashes cost pagePath 246 ms ((.)\/+$), a User-Agent of
// "Version/1 " 37 ms (the Safari rule), and isbot read all 16 KB of any User-Agent (350-480 µs).
const slashes = (before: string) => run("/", before, "b");
const noHosts = new Set<string>();
const userAgentRuns = ["Version/1 ", "AppleWebKit/1 ", "(a", "1", "a/", "; a", " ", "/", "@a", "a-"];

describe("the cost of counting a page view", () => {
  expectLinear([
    parser("pagePath, a run of slashes", 6, (i) => slashes(`/a${i}`), pagePath),
    parser("pagePath, /index.html repeated", 7, (i) => run("/index.html", `/${i}`, "x"), pagePath),
    parser("pagePath, dots and spaces", 13, (i) => run(". ", `/${i}`, "/"), pagePath),
    ...userAgentRuns.map((unit) =>
      parser(
        `a User-Agent of "${unit}" repeated`,
        20,
        (i) => run(unit, `Mozilla/5.0 ${i} `),
        (userAgent) => [deviceClass(userAgent), browserFamily(userAgent), isBotUserAgent(userAgent)],
      ),
    ),
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
    parser("countryFromHeader", 1, (i) => run(" ", `${i}`), countryFromHeader),
    parser(
      "whyNotCounted, purpose headers",
      3,
      (i) => ({ "sec-purpose": run("prefetc", `${i}`), purpose: run("previe"), "x-moz": run("prefetc") }),
      (headers) => whyNotCounted({ method: "GET", pathname: "/", status: 200, html: true, headers }),
    ),
    parser(
      "viewFields, every header at its longest",
      24,
      (i) => ({
        url: `${slashes(`/a${i}`)}?utm_source=x`,
        pathname: slashes(`/a${i}`),
        status: 404,
        address: "192.0.2.10",
        headers: {
          "user-agent": run("Version/1 ", `Mozilla/5.0 ${i} `),
          referer: slashes("https://example.com/"),
          host: run("1", `${i}:`, "x"),
          "cf-ipcountry": run(" "),
        },
      }),
      (request) => viewFields(request, { ownHosts: noHosts, countryHeader: "cf-ipcountry" }),
    ),
  ]);
});
