// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMessageStore } from "~server/leads/message-store.server.ts";
import type { Database } from "~server/db/database.ts";
import { listAudit } from "~server/staff/audit-log.server.ts";
import { downloadRefusal } from "~/staff/staff-request.server.ts";
import {
  answerOf,
  openStaffStore,
  signedInCookie,
  staffOrigin,
  staffRouteContext,
} from "../../tests/support/staff-route.ts";
import { loader } from "./export.ts";

/*
 * The inbox export through its route, on a real store: it answers a click on the inbox's Export
 * link, and nothing else a signed-in browser may send, before it reads a lead or writes an audit
 * entry. The headers are the ones Chromium sends (Fetch Metadata).
 */
const click = { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };

let db: Database;
let cookie: string;

beforeEach(async () => {
  db = await openStaffStore();
  const store = await createMessageStore(db);
  await store.insert(
    {
      name: "Rahim",
      email: "rahim@example.com",
      subject: "Website",
      message: "Budget 5 lakh",
      clientIp: "203.0.113.9",
      userAgent: "",
      language: "en",
    },
    { limit: { limit: 0, windowSeconds: 60 }, channels: [] },
  );
  cookie = await signedInCookie(db);
});
afterEach(async () => {
  await db.close();
});

function download(headers: Record<string, string>, url = `${staffOrigin}/staff/export?format=csv`) {
  const request = new Request(url, { headers: { Cookie: cookie, ...headers } });
  return loader({ request, context: staffRouteContext(db), params: {} } as unknown as Parameters<typeof loader>[0]);
}

/** The audit entries of exports (the invite and the enrolment wrote theirs before). */
const exports = async () => (await listAudit(db)).filter((entry) => entry.action === "export");

describe("the inbox export", () => {
  it("downloads the leads for a click on the inbox's own Export link, and audits it", async () => {
    const response = await answerOf(download(click));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-[\d-]+\.csv"$/);
    expect(await response.text()).toContain("Budget 5 lakh");
    expect(await exports()).toMatchObject([
      { actor: "sales@example.com", action: "export", detail: "csv, 1 messages" },
    ]);
  });

  it("refuses a sibling subdomain's link or page (same-site, the cookie sent), and writes no audit entry", async () => {
    const sibling = [
      { ...click, "Sec-Fetch-Site": "same-site" },
      { "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" },
    ];
    for (const headers of sibling) {
      const response = await answerOf(download({ ...headers, Referer: "https://blog.example.com/" }));
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(downloadRefusal);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(await exports()).toEqual([]);
  });

  it("refuses what is not a top-level navigation from the staff origin: a script's fetch, a frame, no metadata, a typed address", async () => {
    const others: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" },
      { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe" },
      { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
      { "Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
      {},
    ];
    for (const headers of others) expect((await answerOf(download(headers))).status).toBe(403);
    expect(await exports()).toEqual([]);
  });

  it("still answers 401 to a request without a session, whatever its headers", async () => {
    cookie = "";
    expect((await answerOf(download(click))).status).toBe(401);
    expect((await answerOf(download({}))).status).toBe(401);
  });
});

describe("the export's passkey check", () => {
  it("is refused without a passkey check within 5 minutes, before any lead is read or audited", async () => {
    await db.query("UPDATE staff_sessions SET verified_at = $1", [new Date(Date.now() - 6 * 60_000).toISOString()]);
    const refused = (await answerOf(download(click))) as Response;
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("exporting leads needs a passkey check within the last 5 minutes");
    expect((await listAudit(db)).map((entry) => entry.action)).not.toContain("export");
  });

  it("is given to a salesperson who signed in moments ago", async () => {
    cookie = await signedInCookie(db, "mita@example.com", ["sales"]);
    expect((await download(click)).status).toBe(200);
  });
});
