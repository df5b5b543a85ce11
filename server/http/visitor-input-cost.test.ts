// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { describe } from "vitest";
import { samePage } from "../../app/components/layout/menu-link.tsx";
import {
  requestedPage,
  withoutTrailingSlashes,
  localeFromPath,
  unlocalizedPath,
} from "../../app/content/site-paths.ts";
import { returnPath } from "../staff/staff-paths.ts";
import { isContactPostPath } from "../leads/handle-post.server.ts";
import { validateContact } from "../leads/schema.server.ts";
import { bodyFingerprint, spamReason } from "../leads/spam-rules.server.ts";
import { addressGroup } from "../shared/ip-address.ts";
import { requestId } from "../shared/request-context.ts";
import { readSessionId } from "../staff/request-guard.server.ts";
import { expectLinear, parser, run } from "../../tests/support/parse-cost.ts";
import { rawPath } from "./access-log.ts";
import { acceptsEncoding, clientIp, isHttps } from "./request-input.ts";
import { withSingleSlashes } from "./slash-runs.ts";

// Each parser of a request's path, headers and contact form on the longest value a visitor can
// send (the analytics' own: server/analytics/parse-cost.server.test.ts). The figures are
// microseconds per call, measured on a 2-core machine at a load average of 27. Before the fix,
// samePage (every menu link of the 404 page) cost 271 ms on the run of slashes (/\/+$/) and
// rawPath 161 µs; readSessionId (874 µs) and validateContact (587 µs) were linear but made an
// array of every cookie or character, within these bounds but not well under a millisecond.
const slashes = (before: string, after = "b") => run("/", before, after);

const fakeRequest = (headers: Record<string, string>) =>
  ({ headers, socket: { remoteAddress: "192.0.2.10" } }) as unknown as IncomingMessage;

/** A contact post at the body limit: four fields of 16,000 characters and the honeypot, each a bad run. */
function contactForm(i: number): FormData {
  const form = new FormData();
  form.append("name", run("www.", `${i}`));
  form.append("email", run("a.", `${i}@`, "!"));
  form.append("subject", run("\t "));
  form.append("message", run("http://a ", `${i}`));
  form.append("website", run(" "));
  return form;
}

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
    parser(
      "localeFromPath and unlocalizedPath (a page's language)",
      1,
      (i) => slashes(`/bn/${i}`),
      (path) => [localeFromPath(path), unlocalizedPath(path)],
    ),
    parser("withSingleSlashes (the redirect)", 11, (i) => run("/\\", `/a${i}`, "b?q=//"), withSingleSlashes),
    parser("isContactPostPath", 25, (i) => slashes(`/contact-us${i}`), isContactPostPath),
    parser("returnPath (?next=)", 1, (i) => slashes(`/staff/${i}`), returnPath),
    parser("requestId (X-Request-Id)", 1, (i) => run("a", `${i}`, "!"), requestId),
    parser(
      "readSessionId (Cookie)",
      34,
      (i) => new Request("http://localhost/", { headers: { cookie: run("; a=", `${i}=`) } }),
      readSessionId,
    ),
    parser(
      "clientIp and isHttps (X-Forwarded-For and -Proto)",
      1,
      (i) => fakeRequest({ "x-forwarded-for": run(",", `${i}`), "x-forwarded-proto": run(" ,") }),
      (req) => [clientIp(req, true), isHttps(req, true)],
    ),
    parser("addressGroup (rate limits)", 1, (i) => run(":", `::${i}`, "x", 100), addressGroup),
    parser(
      "acceptsEncoding",
      1,
      (i) => run("gzi, b r", `${i}`),
      (header) => acceptsEncoding(header, "br"),
    ),
    parser("rawPath (access log)", 3, (i) => run("?", `/${i}`), rawPath),
    parser("validateContact, a post at the body limit", 60, contactForm, (form) => validateContact(form)),
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
