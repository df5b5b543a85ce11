// @vitest-environment node
import { describe } from "vitest";
import { samePage } from "~/components/layout/menu-link.tsx";
import { requestedPage, withoutTrailingSlashes } from "~/content/site-paths.ts";
import { returnPath } from "~/lib/staff-paths.ts";
import { isContactPostPath } from "~/server/contact/handle-post.server.ts";
import { bodyFingerprint, spamReason } from "~/server/contact/spam-rules.server.ts";
import { addressGroup } from "~/server/ip-address.ts";
import { requestId } from "~/server/request-context.ts";
import { expectLinear, parser, run } from "../tests/support/parse-cost.ts";

// Each parser of a request's path, headers and contact form on the longest value a visitor can
// send (the analytics' own: app/server/analytics/parse-cost.server.test.ts). The figures are
// microseconds per call, measured on a 2-core machine at a load average of 27. Before the fix,
// samePage (every menu link of the 404 page) cost 271 ms on the run of slashes (/\/+$/).
const slashes = (before: string, after = "b") => run("/", before, after);

describe("the cost of reading a request", () => {
  expectLinear([
    parser("withoutTrailingSlashes", 1, (i) => slashes(`/a${i}`), withoutTrailingSlashes),
    parser(
      "samePage (menu links)",
      1,
      (i) => slashes(`/a${i}`),
      (path) => samePage(path, "/about-us/"),
    ),
    parser(
      "requestedPage (page loaders)",
      133,
      (i) => new Request(`http://localhost${slashes(`/insights${i}`, "b.data")}`),
      requestedPage,
    ),
    parser("isContactPostPath", 25, (i) => slashes(`/contact-us${i}`), isContactPostPath),
    parser("returnPath (?next=)", 1, (i) => slashes(`/staff/${i}`), returnPath),
    parser("requestId (X-Request-Id)", 1, (i) => run("a", `${i}`, "!"), requestId),
    parser("addressGroup (rate limits)", 1, (i) => run(":", `::${i}`, "x", 100), addressGroup),
    parser(
      "spamReason, validated fields at their limits",
      59,
      (i) => ({
        honeypot: run(" ", "", "", 60_000),
        name: run("www.", `${i}`, "", 100),
        subject: run("http://", "", "", 150),
        message: run("http://a.", `${i}`, "", 5_000),
      }),
      spamReason,
    ),
    parser("bodyFingerprint", 11, (i) => run(" \n\t", `${i}`, "", 5_000), bodyFingerprint),
  ]);
});
