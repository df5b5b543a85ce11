// @vitest-environment node
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMessages } from "../../tests/support/contact-db.ts";
import { eventually } from "../../tests/support/eventually.ts";
import { freePorts } from "../../tests/support/free-port.ts";
import {
  deployNginxConfig,
  findNginx,
  type NginxProcess,
  nginxMissing,
  startNginx,
} from "../../tests/support/nginx.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers.ts";
import { imageUploadPaths } from "../content/image-rules.ts";

// deploy/nginx.conf as shipped, in front of the real server: only the addresses, the root and TLS
// (no certificate here) are changed (deployNginxConfig). Debian nginx runs as the current user,
// on loopback.
const [nodePort, nginxPort, redirectPort] = await freePorts(3);
const ports = { node: nodePort, nginx: nginxPort, redirect: redirectPort };
const host = "jamdani-digital.example.com";
const salt = "nginx-test-salt-0123456789";
const root = resolve(import.meta.dirname, "../..");
const client = join(root, "build/client");
const assetNames = readdirSync(join(client, "assets"));
// One with a precompressed twin (small files have none).
const asset = `/assets/${assetNames.find((name) => name.endsWith(".js") && assetNames.includes(`${name}.gz`))}`;
const art = `/art/${readdirSync(join(client, "art")).find((name) => name.endsWith(".svg"))}`;

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** A request to nginx as a visitor of the production host, from `localAddress` (any 127.x is loopback). */
function visit(
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
    port?: number;
  } = {},
) {
  return new Promise<Answer>((done, fail) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: options.port ?? ports.nginx,
        path,
        method: options.method ?? "GET",
        localAddress: options.localAddress,
        headers: { Host: host, ...options.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("latin1");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", fail);
    req.end(options.body);
  });
}

function expectSecurityHeaders(headers: IncomingHttpHeaders) {
  for (const [name, value] of Object.entries(baseSecurityHeaders))
    expect(headers[name.toLowerCase()], name).toBe(value);
}

let dir: string;
let site: SiteProcess | undefined;
let nginx: NginxProcess | undefined;

beforeAll(async () => {
  if (!findNginx()) throw new Error(nginxMissing);
  dir = mkdtempSync(join(tmpdir(), "nginx-"));
  site = await startSite({
    port: ports.node,
    env: { CONTACT_DB_PATH: join(dir, "contact.sqlite"), TRUST_PROXY: "1", IP_HASH_SALT: salt },
  });
  // With Debian's mime.types, as in production: the config must set the types it relies on itself.
  nginx = await startNginx({
    dir: join(dir, "nginx"),
    site: deployNginxConfig({
      nodePorts: [ports.node],
      port: ports.nginx,
      redirectPort: ports.redirect,
      accessLog: join(dir, "nginx", "jamdani.access.log"),
    }),
    port: ports.nginx,
    mimeTypes: "/etc/nginx/mime.types",
  });
}, 30_000);
afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("deploy/nginx.conf in front of the Node server", () => {
  it("proxies pages to Node, so they carry Node's CSP with the app's script hashes and its security headers", async () => {
    for (const path of ["/", "/about-us", "/contact-us"]) {
      const viaNginx = await visit(path);
      const direct = await fetch(site!.url + path);
      expect(viaNginx.status).toBe(200);
      expect(viaNginx.headers["content-security-policy"]).toBe(direct.headers.get("content-security-policy"));
      expect(viaNginx.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      expectSecurityHeaders(viaNginx.headers);
      expect(viaNginx.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(viaNginx.headers.server).toBe("nginx"); // server_tokens off: no version
    }
    const missing = await visit("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("<title>Page Not Found");
  });

  it("passes nginx's request id to Node, which answers and logs with it", async () => {
    const page = await visit("/no-such-page", { headers: { "X-Request-Id": "chosen-by-the-client-123" } });
    const id = String(page.headers["x-request-id"]);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await eventually(() => site!.logLines().some((line) => line.requestId === id));
    expect(site!.logLines().filter((line) => line.requestId === id)).toMatchObject([
      { path: "/no-such-page", status: 404 },
    ]);
  });

  it("serves hashed assets itself, precompressed, cached for a year, with the same headers as Node", async () => {
    const file = await visit(asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(file.status).toBe(200);
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.headers["content-encoding"]).toBe("gzip");
    expect(file.headers["content-security-policy"]).toBe(contentSecurityPolicy());
    expect(file.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    expectSecurityHeaders(file.headers);
    const direct = await fetch(site!.url + asset);
    expect(file.headers["content-security-policy"]).toBe(direct.headers.get("content-security-policy"));
    expect(file.headers["content-type"]).toBe(direct.headers.get("content-type"));
  });

  it("serves the art, root icons and manifest itself, with Node's content types and a day's caching", async () => {
    for (const path of [art, "/favicon.svg", "/favicon.ico", "/apple-touch-icon.png", "/site.webmanifest"]) {
      const file = await visit(path);
      const direct = await fetch(site!.url + path);
      expect(file.status, path).toBe(200);
      expect(file.headers["content-type"], path).toBe(direct.headers.get("content-type"));
      expect(file.headers["cache-control"], path).toBe("public, max-age=86400, stale-while-revalidate=604800");
      expect(file.headers["x-request-id"], path).toMatch(/^[0-9a-f]{32}$/); // nginx's id: Node never saw it
    }
  });

  it("passes a form post to Node, which stores it under the visitor's address from X-Forwarded-For", async () => {
    const fields = {
      name: "Rahim Uddin",
      email: "rahim@example.com",
      subject: "Through nginx",
      message: "Posted through the reverse proxy.",
    };
    const answer = await visit("/contact-us", {
      method: "POST",
      localAddress: "127.0.0.2",
      body: new URLSearchParams(fields).toString(),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: `http://${host}`,
        "X-Forwarded-For": "198.51.100.66", // a client's own value: nginx overwrites it
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("<title>Contact Us");
    const [row] = (await readMessages(join(dir, "contact.sqlite"))).filter(
      (message) => message.subject === "Through nginx",
    );
    expect(row).toMatchObject(fields);
    // Node sees nginx at 127.0.0.1; the stored hash is the visitor's, 127.0.0.2, via X-Forwarded-For.
    const hash = (ip: string) => createHash("sha256").update(salt).update("\0").update(ip).digest("hex");
    expect(row?.ip_hash).toBe(hash("127.0.0.2"));
  });

  it("passes an image upload of a few megabytes to Node, and refuses as much on any other path", async () => {
    const upload = (path: string) =>
      visit(path, {
        method: "POST",
        localAddress: "127.0.0.7",
        body: "a".repeat(3 * 1024 * 1024),
        headers: { "Content-Type": "application/octet-stream", Origin: `http://${host}` },
      });
    for (const path of imageUploadPaths) {
      const image = await upload(path);
      // Node's answer (nobody is signed in), not nginx's 413 page.
      expect(image.status, path).not.toBe(413);
      expect(image.body, path).not.toContain("nginx");
    }
    const other = await upload("/staff/messages/1");
    expect(other.status).toBe(413);
    expect(other.body).toContain("nginx");
  });

  it("passes /healthz to Node, uncached", async () => {
    const probe = await visit("/healthz");
    expect(probe.status).toBe(200);
    expect(JSON.parse(probe.body)).toEqual({ status: "ok", database: "ok" });
    expect(probe.headers["cache-control"]).toBe("no-store");
  });

  it("logs no address, User-Agent, referrer or query string: staff URLs and public pages alike", async () => {
    const client = "Rahim Uddin rahim@example.com";
    const browser = "Mozilla/5.0 (X11; Linux x86_64) LogCheck/1.0";
    const query = `?q=${encodeURIComponent(client)}&status=new`;
    const from = { localAddress: "127.0.0.2", headers: { "User-Agent": browser } };
    await visit(`/staff${query}`, from);
    await visit(`/staff/export${query}&format=csv`, from);
    await visit(`/staff/messages/1`, {
      ...from,
      headers: { ...from.headers, Referer: `https://${host}/staff${query}` },
    });
    await visit(`/staff${query}`, { ...from, port: ports.redirect });
    await visit("/about-us?utm_campaign=eid-offer&email=rahim%40example.com", from);
    await visit(`${asset}?v=1`, from); // served by nginx itself
    const last = `/log-check-${Date.now()}`;
    await visit(last, from);
    const log = join(dir, "nginx", "jamdani.access.log");
    // nginx writes each line when the request ends; the last one is the 404's.
    await eventually(
      () => existsSync(log) && readFileSync(log, "utf8").includes(last),
      5_000,
      () => `no such line in ${log}`,
    );
    const lines = readFileSync(log, "utf8");
    for (const kept of ["127.0.0.", "LogCheck", "Rahim", "rahim", "status=new", "utm_campaign", "?", "https://"]) {
      expect(lines, kept).not.toContain(kept);
    }
    expect(lines).toContain('"GET /staff HTTP/1.1" 302'); // to the sign-in page, without its ?next=
    expect(lines).toContain('"GET /staff/export HTTP/1.1" 401');
    expect(lines).toContain('"GET /staff HTTP/1.1" 301');
    expect(lines).toContain('"GET /about-us HTTP/1.1" 200');
    expect(lines).toContain(`"GET ${asset} HTTP/1.1" 200`);
    // Still matched with Node's log by the request id.
    expect(lines).toMatch(new RegExp(`"GET ${last} HTTP/1.1" 404 \\d+ [\\d.]+ [0-9a-f]{32}\\n`));
  });

  it("limits contact posts per address to a burst of 10 and one per 10 s, before Node sees them", async () => {
    // Empty posts: Node refuses each with 400 and stores nothing, so its own limit never answers.
    const post = (localAddress: string) => visit("/api/contact", { method: "POST", localAddress, body: "" });
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await post("127.0.0.3")).status);
    // 25 posts took 43 ms here; every 10 s a slower run takes lets one more through.
    const slack = Math.ceil((Date.now() - started) / 10_000);
    const passed = statuses.filter((status) => status === 400).length;
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(passed).toBeGreaterThanOrEqual(11); // the first, and a burst of 10
    expect(passed).toBeLessThanOrEqual(11 + slack);
    expect(statuses.slice(0, 11)).toEqual(Array(11).fill(400));
    // Per address: another client posts, and the limited one still gets pages.
    expect((await post("127.0.0.5")).status).toBe(400);
    expect((await visit("/contact-us", { localAddress: "127.0.0.3" })).status).toBe(200);
  });

  it("limits the requests passed to Node per address to a burst of 100 and 20 a second; assets are not limited", async () => {
    const started = Date.now();
    const statuses: number[] = [];
    // 25 at a time, 400 in all, from one address.
    for (let batch = 0; batch < 16; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => visit("/about-us", { localAddress: "127.0.0.4" })),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    // 400 pages took 0.17-0.24 s here (104 passed); each second a slower run takes lets 20 more through.
    const seconds = (Date.now() - started) / 1000;
    const passed = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(passed).toBeGreaterThanOrEqual(101);
    expect(passed).toBeLessThanOrEqual(101 + Math.ceil(seconds * 20));
    const refused = await visit("/about-us", { localAddress: "127.0.0.4" });
    if (refused.status === 429) expect(refused.headers["x-request-id"]).toBeUndefined(); // Node never saw it
    expect((await visit(asset, { localAddress: "127.0.0.4" })).status).toBe(200);
    expect((await visit("/about-us", { localAddress: "127.0.0.6" })).status).toBe(200);
  });

  it("redirects plain HTTP to HTTPS", async () => {
    const answer = await visit("/about-us?x=1", { port: ports.redirect });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${host}/about-us?x=1`);
    expect(nginx!.errorLog()).not.toMatch(/\[(?:emerg|alert|crit)\]/);
  });
});
