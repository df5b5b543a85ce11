import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { type AnsweredRequest, whyNotCounted } from "./classify-request.server.ts";

const browser =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36";
const headless =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36";

const page = (overrides: Partial<AnsweredRequest> = {}, headers: IncomingHttpHeaders = {}): AnsweredRequest => ({
  method: "GET",
  pathname: "/our-services",
  status: 200,
  html: true,
  ...overrides,
  headers: { "user-agent": browser, ...headers },
});

describe("which answers are page views", () => {
  it("counts a browser's GET of a public page, in both languages, and the 404 page", () => {
    expect(whyNotCounted(page())).toBeUndefined();
    expect(whyNotCounted(page({ pathname: "/bn/our-services" }))).toBeUndefined();
    expect(whyNotCounted(page({ pathname: "/" }))).toBeUndefined();
    expect(whyNotCounted(page({ pathname: "/no-such-page", status: 404 }))).toBeUndefined();
    // A reload the server answers 304: the page is shown again.
    expect(whyNotCounted(page({ status: 304 }))).toBeUndefined();
  });

  it("does not count HEAD, a form POST, or other methods", () => {
    expect(whyNotCounted(page({ method: "HEAD" }))).toBe("method");
    expect(whyNotCounted(page({ method: "POST", pathname: "/contact-us" }))).toBe("method");
    expect(whyNotCounted(page({ method: "OPTIONS" }))).toBe("method");
  });

  it("does not count errors, redirects or assets", () => {
    expect(whyNotCounted(page({ status: 500 }))).toBe("status");
    expect(whyNotCounted(page({ status: 301 }))).toBe("status");
    expect(whyNotCounted(page({ status: 400 }))).toBe("status");
    expect(whyNotCounted(page({ pathname: "/assets/root-x1y2.js", html: false }))).toBe("not-html");
    expect(whyNotCounted(page({ pathname: "/sitemap.xml", html: false }))).toBe("not-html");
    expect(whyNotCounted(page({ pathname: "/our-services.data", html: false }))).toBe("not-html");
  });

  it("does not count the staff area, the form's JSON endpoint or health checks", () => {
    expect(whyNotCounted(page({ pathname: "/staff" }))).toBe("not-public");
    expect(whyNotCounted(page({ pathname: "/staff/messages/4" }))).toBe("not-public");
    expect(whyNotCounted(page({ pathname: "/api/contact" }))).toBe("not-public");
    expect(whyNotCounted(page({ pathname: "/healthz" }))).toBe("not-public");
    // A neighbour of the staff area is an ordinary (missing) page.
    expect(whyNotCounted(page({ pathname: "/staffing", status: 404 }))).toBeUndefined();
  });

  it("does not count link prefetches and prerenders", () => {
    expect(whyNotCounted(page({}, { "sec-purpose": "prefetch" }))).toBe("prefetch");
    expect(whyNotCounted(page({}, { "sec-purpose": "prefetch;prerender" }))).toBe("prefetch");
    expect(whyNotCounted(page({}, { purpose: "prefetch" }))).toBe("prefetch");
    expect(whyNotCounted(page({}, { "x-moz": "prefetch" }))).toBe("prefetch");
    expect(whyNotCounted(page({}, { "x-purpose": "preview" }))).toBe("prefetch");
  });

  it("does not count crawlers, programs, or headless Chrome unless allowed", () => {
    expect(
      whyNotCounted(
        page({}, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      ),
    ).toBe("bot");
    expect(whyNotCounted(page({}, { "user-agent": "" }))).toBe("bot");
    expect(whyNotCounted({ ...page(), headers: {} })).toBe("bot");
    expect(whyNotCounted(page({}, { "user-agent": headless }))).toBe("bot");
    expect(whyNotCounted(page({}, { "user-agent": headless }), { countHeadless: true })).toBeUndefined();
  });
});
