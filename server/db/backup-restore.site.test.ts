// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readMessages } from "../../tests/support/contact-db.ts";
import { runContactLoad } from "../../tests/support/contact-load.ts";
import { eventually } from "../../tests/support/eventually.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";
import { subjectsIn } from "../../tests/support/store-files.ts";

// The real production server under real posts, and the real launchers an operator runs.
const port = await freePort();
const root = resolve(import.meta.dirname, "../..");
let dir: string;
let store: string;
let site: SiteProcess | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "backup-restore-"));
  store = join(dir, "data/contact.sqlite");
});
afterEach(async () => {
  await site?.stop();
  site = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const start = () => startSite({ port, env: { CONTACT_DB_PATH: store, CONTACT_RATE_LIMIT: "0" } });

/** `npm run backup` / `npm run restore` as npm runs them (node bin/…), against the site's store. */
function launch(script: "bin/backup.ts" | "bin/restore.ts", args: string[]) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((done) => {
    const env = { ...process.env, CONTACT_DB_PATH: store, DATABASE_URL: "" };
    execFile(process.execPath, [script, ...args], { cwd: root, env }, (error, stdout, stderr) =>
      done({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const running = (path: string) =>
  `The site is running: ${path} is open in another process (the server, or a staff command). Stop the site first, then restore.\n`;

describe("backing up and restoring the site's SQLite store", () => {
  it("a backup taken while posts arrive holds every post answered before it began, and the stopped site restored from it serves them", async () => {
    const saved = join(dir, "saved.sqlite");
    site = await start();
    const load = runContactLoad({ url: site.url, connections: 10, amount: 1_000_000, duration: 120 });
    let answeredBefore: Set<string>;
    try {
      await eventually(() => load.acked.size >= 200, 60_000);
      answeredBefore = new Set(load.acked);
      const backup = await launch("bin/backup.ts", [saved]);
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toMatch(
        /^Backed up .+ to .+saved\.sqlite: .+ bytes\), schema version \d+, [\d,]+ messages\.\n$/,
      );
      expect(backup.status).toBe(0);
      // The posts go on through the backup and after it: the restored store must lack these.
      const answeredByEnd = load.acked.size;
      await eventually(() => load.acked.size >= answeredByEnd + 100, 60_000);

      const underLoad = await launch("bin/restore.ts", [saved]);
      expect(underLoad).toMatchObject({ status: 1, stdout: "", stderr: running(store) });
    } finally {
      load.stop();
    }
    const { acked, result } = await load.done;
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    // Idle, the site still holds its store open: refused all the same, and the site is unharmed.
    const idle = await launch("bin/restore.ts", [saved]);
    expect(idle).toMatchObject({ status: 1, stderr: running(store) });
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    await site.stop();
    const everything = subjectsIn(store);
    expect([...acked].filter((token) => !everything.includes(token))).toEqual([]);

    const restore = await launch("bin/restore.ts", [saved]);
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    const kept = readdirSync(join(dir, "data")).filter((name) => name.startsWith("contact.sqlite.before-restore-"));
    expect(kept).toHaveLength(1);
    expect(restore.stdout).toContain(`the store it replaced is kept as ${join(dir, "data", kept[0] ?? "")}.`);
    expect(subjectsIn(join(dir, "data", kept[0] ?? ""))).toEqual(everything);

    site = await start();
    const restored = subjectsIn(store);
    expect([...answeredBefore].filter((token) => !restored.includes(token))).toEqual([]);
    // One snapshot: the messages up to one moment, in the order they were stored, and nothing after.
    expect(restored).toEqual(everything.slice(0, restored.length));
    // Of the 100 answers after the backup, at most one per connection (10) was for a message stored
    // before it began, still on its way back.
    expect(restored.length).toBeLessThanOrEqual(everything.length - 90);
    // The restored site takes posts again.
    const post = await fetch(`${site.url}/contact-us.data`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "After Restore",
        email: "after@example.com",
        subject: "After the restore",
        message: "Sent to the restored site.",
      }),
    });
    expect(post.status).toBe(200);
    expect((await readMessages(store)).at(-1)?.subject).toBe("After the restore");
  });
});
