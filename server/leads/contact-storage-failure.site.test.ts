// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "../../app/content/contact-form.ts";
import { readMessages } from "../../tests/support/contact-db.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

const port = await freePort();
const fields = {
  name: "Rahim Uddin",
  email: "rahim@example.com",
  subject: "Storage test",
  message: "We need a website for our shop.",
};

let dir: string;
let site: SiteProcess | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "contact-storage-"));
});
afterEach(async () => {
  await site?.stop();
  site = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function post(path = "/contact-us") {
  const response = await fetch(site!.url + path, { method: "POST", body: new URLSearchParams(fields) });
  return { status: response.status, text: await response.text() };
}

describe("the contact form when its database cannot be written", () => {
  // Tests run as root, for whom file permissions do not stop writes. A path whose parent is a
  // regular file cannot be created by anyone: the same failure as a missing or read-only volume.
  it("answers 503 with a readable message while pages keep working and the server stays up", async () => {
    const blocker = join(dir, "not-a-directory");
    writeFileSync(blocker, "this file stands where the data directory should be");
    site = await startSite({ port, env: { CONTACT_DB_PATH: join(blocker, "contact.sqlite") } });
    await site.waitForLog("database unavailable");

    const page = await post();
    expect(page.status).toBe(503);
    expect(page.text).toContain("<title>Contact Us");
    const data = await post("/contact-us.data");
    expect(data.status).toBe(503);
    expect(data.text).toContain(contactMessages.unavailable);

    for (const path of ["/", "/contact-us", "/about-us", "/robots.txt"])
      expect((await fetch(site.url + path)).status).toBe(200);
    expect((await post()).status).toBe(503);
    expect(site.child.exitCode).toBeNull();
  });

  it("answers 503 while another process holds the write lock, then stores again once it lets go", async () => {
    const dbPath = join(dir, "data/contact.sqlite");
    mkdirSync(join(dir, "data"));
    site = await startSite({ port, env: { CONTACT_DB_PATH: dbPath } });
    const other = new DatabaseSync(dbPath);
    other.exec("BEGIN EXCLUSIVE");
    try {
      const locked = await post("/contact-us.data");
      expect(locked.status).toBe(503);
      expect(locked.text).toContain(contactMessages.unavailable);
      expect((await fetch(`${site.url}/about-us`)).status).toBe(200);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect((await post()).status).toBe(200);
    expect(await readMessages(dbPath)).toHaveLength(1);
  });
});
