// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readMessages } from "../../tests/support/contact-db.ts";
import { runContactLoad } from "../../tests/support/contact-load.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

const port = await freePort();
let dir: string;
let dbPath: string;
let site: SiteProcess | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "contact-durability-"));
  dbPath = join(dir, "contact.sqlite");
});
afterEach(async () => {
  await site?.stop();
  site = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const start = () => startSite({ port, env: { CONTACT_DB_PATH: dbPath, CONTACT_RATE_LIMIT: "0" } });

describe("durability of contact messages under load", () => {
  it("stores exactly 2,000 rows for 2,000 valid posts over 50 connections", { timeout: 60_000 }, async () => {
    site = await start();
    const { acked, result } = await runContactLoad({ url: site.url, connections: 50, amount: 2000, duration: 45 }).done;
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(acked.size).toBe(2000);
    const rows = await readMessages(dbPath);
    expect(rows).toHaveLength(2000);
    expect(new Set(rows.map((row) => row.subject))).toEqual(acked);
  });

  it("loses no acknowledged message when the server is killed with SIGKILL mid-load", { timeout: 60_000 }, async () => {
    site = await start();
    const crashed = site;
    let killing: Promise<void> | undefined;
    const load = runContactLoad({
      url: site.url,
      connections: 50,
      amount: 20_000, // never reached: the server dies first
      duration: 30,
      onAck: (count) => {
        if (count >= 400 && !killing) killing = crashed.kill().then(load.stop);
      },
    });
    const { acked } = await load.done;
    await killing;
    expect(crashed.child.signalCode).toBe("SIGKILL");
    expect(acked.size).toBeGreaterThanOrEqual(400);

    // A restart recovers the database (WAL replay) and the site accepts posts again.
    site = await start();
    const stored = new Set((await readMessages(dbPath)).map((row) => row.subject));
    const lost = [...acked].filter((token) => !stored.has(token));
    expect(lost, `${lost.length} of ${acked.size} acknowledged messages are missing`).toEqual([]);
    // Rows beyond the acknowledged ones are posts committed whose answer the crash cut off.
    expect(stored.size).toBeGreaterThanOrEqual(acked.size);
    const after = await fetch(`${site.url}/contact-us.data`, {
      method: "POST",
      body: new URLSearchParams({
        name: "After",
        email: "after@example.com",
        subject: "After the crash",
        message: "The site works again.",
      }),
    });
    expect(after.status).toBe(200);
  });
});
