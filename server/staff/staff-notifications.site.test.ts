// @vitest-environment node
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/open-database.ts";
import { listInbox } from "./inbox-store.server.ts";
import { eventually } from "../../tests/support/eventually.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

const payload = {
  name: `রাশেদ <img src=x onerror=alert(1)>`,
  email: "rashed@example.com",
  subject: "ওয়েবসাইট <script>alert(2)</script>",
  message: "গোপন বাজেট ৫ লাখ টাকা. </textarea><script>alert(3)</script> call 01712345678",
};

let dir: string;
let site: SiteProcess | undefined;
let closeApi: (() => void) | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "staff-notify-"));
});
afterEach(async () => {
  await site?.stop();
  site = undefined;
  closeApi?.();
  rmSync(dir, { recursive: true, force: true });
});

/** The Bot API as Telegram answers it, recording what it was sent. */
async function fakeBotApi() {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      bodies.push(raw);
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true,"result":{}}');
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  closeApi = () => server.close();
  return { bodies, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("a message posted on the public form", () => {
  it("reaches the inbox as new and unread, and Telegram gets its name, subject and link but never its body", async () => {
    const api = await fakeBotApi();
    const dbPath = join(dir, "contact.sqlite");
    site = await startSite({
      port: await freePort(),
      env: {
        CONTACT_DB_PATH: dbPath,
        TELEGRAM_BOT_TOKEN: "123456:fake",
        TELEGRAM_CHAT_ID: "-100200",
        TELEGRAM_API_URL: api.url,
        STAFF_ORIGIN: "https://staff.example.com",
      },
    });
    const response = await fetch(`${site.url}/bn/contact-us`, { method: "POST", body: new URLSearchParams(payload) });
    await response.arrayBuffer();
    expect(response.status).toBe(200);

    await eventually(() => api.bodies.length > 0);
    expect(api.bodies).toHaveLength(1);
    const sent = JSON.parse(api.bodies[0]!) as { chat_id: string; text: string };
    expect(sent.chat_id).toBe("-100200");
    expect(sent.text).toBe(
      `New message from ${payload.name}\nSubject: ${payload.subject}\nhttps://staff.example.com/staff/messages/1`,
    );
    expect(api.bodies[0]).not.toMatch(/গোপন|বাজেট|alert\(3\)|01712345678|rashed@example\.com/);

    const db = await openDatabase({ kind: "sqlite", path: dbPath }, { quiet: true });
    try {
      const inbox = await listInbox(db, { query: "বাজেট" }, { limit: 10, offset: 0 });
      expect(inbox.total).toBe(1);
      expect(inbox.messages[0]).toMatchObject({ ...payload, language: "bn", inbox_status: "new", read_at: null });
    } finally {
      await db.close();
    }
  });
});
