// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../app/content/messages.ts";
import { eventually } from "../../tests/support/eventually.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

// The real production server on a build whose 404 loader and contact action throw: what a bug in
// a loader or an action looks like in production. The app itself has no route that can fail on
// purpose, and must not get one.
const port = await freePort();
const realBuild = pathToFileURL(resolve(import.meta.dirname, "../../build/server/index.js")).href;
const brokenBuild = `
import * as real from ${JSON.stringify(realBuild)};
export * from ${JSON.stringify(realBuild)};
const throwing = (id, name, message) => {
  const route = real.routes[id];
  return { ...route, module: { ...route.module, [name]: () => { throw new Error(message); } } };
};
export const routes = {
  ...real.routes,
  "routes/not-found": throwing("routes/not-found", "loader", "Loader exploded: secret-detail-404"),
  "contact-us": throwing("contact-us", "action", "Action exploded: secret-detail-post"),
};
export const startServer = () => real.startServer({ build: { ...real, routes } });
`;
const stackFrame = /\bat .+[.](?:js|ts|tsx):\d+/;

let dir: string;
let site: SiteProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "server-errors-"));
  mkdirSync(join(dir, "build/server"), { recursive: true });
  writeFileSync(join(dir, "build/server/index.js"), brokenBuild);
  symlinkSync(resolve(import.meta.dirname, "../../build/client"), join(dir, "build/client"));
  site = await startSite({
    port,
    env: { BUILD_DIR: join(dir, "build"), CONTACT_DB_PATH: join(dir, "contact.sqlite"), TRUST_PROXY: "1" },
  });
});
afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The one log line of a request, once it is written (after the answer). */
async function lineFor(requestId: string) {
  await eventually(() =>
    site.logLines().some((line) => line.requestId === requestId && line.message.startsWith("request")),
  );
  const lines = site.logLines().filter((line) => line.requestId === requestId);
  expect(lines, JSON.stringify(lines)).toHaveLength(1);
  return lines[0]!;
}

function expectNoLeak(text: string) {
  expect(text).not.toContain("secret-detail");
  expect(text).not.toMatch(stackFrame);
  expect(text).not.toContain(resolve(import.meta.dirname, "../.."));
}

describe("a loader or action that throws, on the production server", () => {
  it("answers a page request with a 500 page that shows the generic message and no error details", async () => {
    const response = await fetch(`${site.url}/no-such-page?token=abc123`);
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toContain(messages.errorTitle);
    expect(html).toContain(messages.errorText);
    expectNoLeak(html);
  });

  it("logs the error exactly once, as one JSON line with the request id, method, path, status and duration", async () => {
    const response = await fetch(`${site.url}/another-missing-page?token=abc123`);
    await response.arrayBuffer();
    const requestId = response.headers.get("x-request-id") ?? "";
    expect(requestId).toMatch(/^[\w-]{8,64}$/);
    const line = await lineFor(requestId);
    expect(line).toMatchObject({ level: "error", method: "GET", path: "/another-missing-page", status: 500 });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.error).toContain("secret-detail-404");
    // Nothing else (React Router's console.error, a second line) mentions it: every line is JSON.
    const mentions = site.logLines().filter((l) => JSON.stringify(l).includes("another-missing-page"));
    expect(mentions).toHaveLength(1);
    expect(site.logs()).not.toContain("abc123");
  });

  it("answers a form post whose action throws with the 500 page, and logs neither form values nor the IP", async () => {
    const fields = {
      name: "Rahim Privatename",
      email: "private@example.com",
      subject: "Private subject",
      message: "A private message text.",
    };
    const response = await fetch(`${site.url}/contact-us`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "X-Forwarded-For": "203.0.113.77" },
    });
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toContain(messages.errorTitle);
    expectNoLeak(html);
    const line = await lineFor(response.headers.get("x-request-id") ?? "");
    expect(line).toMatchObject({ level: "error", method: "POST", path: "/contact-us", status: 500 });
    expect(line.error).toContain("secret-detail-post");
    for (const value of [...Object.values(fields), "203.0.113.77"]) expect(site.logs()).not.toContain(value);
  });

  it("answers the JavaScript post with a 500 that carries no error details either", async () => {
    const response = await fetch(`${site.url}/contact-us.data`, {
      method: "POST",
      body: new URLSearchParams({ name: "R" }),
    });
    const text = await response.text();
    expect(response.status).toBe(500);
    expectNoLeak(text);
    const line = await lineFor(response.headers.get("x-request-id") ?? "");
    expect(line).toMatchObject({ level: "error", path: "/contact-us.data", status: 500 });
  });

  it("keeps serving pages and stays up", async () => {
    for (const path of ["/", "/contact-us", "/about-us"]) expect((await fetch(site.url + path)).status).toBe(200);
    expect(site.child.exitCode).toBeNull();
  });
});
