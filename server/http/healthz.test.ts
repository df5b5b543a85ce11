// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../../tests/support/eventually.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

// The storage failures themselves (unopenable path, held lock → the form's 503) are tested in
// contact-storage-failure.test.ts; here: that /healthz tells an operator about them.
const port = await freePort();
const healthy = { status: "ok", database: "ok" };
const degraded = { status: "degraded", database: "unavailable" };

let dir: string;
let site: SiteProcess | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "healthz-"));
});
afterEach(async () => {
  await site?.stop();
  site = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function probe(path = "/healthz", method = "GET") {
  const response = await fetch(site!.url + path, { method });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

describe("GET /healthz", () => {
  it("answers 200 with JSON, never to be cached, while the database takes writes (GET, HEAD, with a query)", async () => {
    site = await startSite({ port, env: { CONTACT_DB_PATH: join(dir, "data/contact.sqlite") } });
    const ok = await probe();
    expect(ok).toMatchObject({ status: 200, json: healthy });
    expect(ok.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(ok.headers.get("etag")).toBeNull();
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await probe("/healthz", "HEAD")).toMatchObject({ status: 200, text: "" });
    expect(await probe("/healthz?from=monitor")).toMatchObject({ status: 200, json: healthy });
  });

  it("answers 503 degraded when the database cannot be opened, while pages still work", async () => {
    // As in the storage failure test: a path whose parent is a regular file (root ignores permissions).
    const blocker = join(dir, "not-a-directory");
    writeFileSync(blocker, "stands where the data directory should be");
    site = await startSite({ port, env: { CONTACT_DB_PATH: join(blocker, "contact.sqlite") } });
    const down = await probe();
    expect(down).toMatchObject({ status: 503, json: degraded });
    expect(down.headers.get("cache-control")).toBe("no-store");
    expect((await probe("/healthz", "HEAD")).status).toBe(503);
    expect((await fetch(`${site.url}/about-us`)).status).toBe(200);
    // A failing probe is logged (with the cause), a healthy one is not.
    const failures = () => site!.logLines().filter((line) => line.message.startsWith("health check failed"));
    await eventually(() => failures().length >= 2);
    expect(failures()).toHaveLength(2);
  });

  it(
    "answers 503 while another process holds the write lock, and 200 again once it lets go",
    { timeout: 15_000 },
    async () => {
      const dbPath = join(dir, "data/contact.sqlite");
      mkdirSync(join(dir, "data"));
      site = await startSite({ port, env: { CONTACT_DB_PATH: dbPath } });
      expect((await probe()).status).toBe(200);
      const other = new DatabaseSync(dbPath);
      other.exec("BEGIN EXCLUSIVE");
      try {
        expect(await probe()).toMatchObject({ status: 503, json: degraded });
      } finally {
        other.exec("ROLLBACK");
        other.close();
      }
      expect(await probe()).toMatchObject({ status: 200, json: healthy });
    },
  );
});
