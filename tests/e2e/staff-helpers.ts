import { expect, type Page } from "@playwright/test";
import { createMessageStore, type NewMessage } from "../../server/leads/message-store.server.ts";
import type { SpamReason } from "../../server/leads/spam-reasons.ts";
import type { Database } from "../../server/db/database.ts";
import { openDatabase } from "../../server/db/open-database.ts";
import type { StaffRole } from "../../server/staff/staff-roles.ts";
import { createInvite } from "../../server/staff/staff-users.server.ts";

export { addVirtualAuthenticator } from "../support/virtual-authenticator.ts";

/**
 * The staff tests reach the site as http://localhost (a passkey's relying party must be a host
 * name), on the port playwright.config.ts chose, and set up invites and leads in the e2e server's
 * own database, as an operator would.
 */
export const staffOrigin = `http://localhost:${process.env.E2E_PORT}`;

export async function withDb<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const path = process.env.E2E_CONTACT_DB;
  if (!path) throw new Error("E2E_CONTACT_DB is not set: run the staff tests through playwright.config.ts");
  const db = await openDatabase({ kind: "sqlite", path });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A one-time enrolment link, as `npm run staff -- invite --role …` prints it (admin unless `roles` say). */
export async function inviteLink(email: string, createdAt = new Date(), roles: readonly StaffRole[] = ["admin"]) {
  const { token } = await withDb((db) => createInvite(db, email, createdAt, { roles }));
  return `${staffOrigin}/staff/enrol#${token}`;
}

/** A lead straight into the store (the public form's own path is tested separately); spam with a reason, dated `at`. */
export async function storeLead(
  lead: Partial<NewMessage> & Pick<NewMessage, "subject" | "message">,
  options: { spamReason?: SpamReason; at?: Date } = {},
) {
  return withDb(async (db) => {
    const store = await createMessageStore(db);
    const outcome = await store.insert(
      {
        name: "Test Lead",
        email: "lead@example.com",
        clientIp: "192.0.2.1",
        userAgent: "e2e",
        language: "en",
        ...lead,
      },
      { limit: { limit: 0, windowSeconds: 60 }, channels: [], spamReason: options.spamReason ?? null, now: options.at },
    );
    if (!("stored" in outcome)) throw new Error("lead not stored");
    return outcome.stored.id;
  });
}

/** Enrols `email` with a fresh invite on this page's authenticator; ends signed in on the inbox. */
export async function enrol(page: Page, email: string) {
  await page.goto(await inviteLink(email));
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await page.waitForURL(`${staffOrigin}/staff`);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}

/** Enrols `email` with `roles` from an operator's invite; ends signed in on their first page (`home`). */
export async function enrolAs(page: Page, email: string, roles: readonly StaffRole[], home: string) {
  await page.goto(await inviteLink(email, new Date(), roles));
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await page.waitForURL(`${staffOrigin}${home}`);
}

export async function signIn(page: Page) {
  await page.goto(`${staffOrigin}/staff/sign-in`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL(`${staffOrigin}/staff`);
}

export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies(staffOrigin);
  return cookies.find((cookie) => cookie.name === "__Host-staff_session")?.value;
}

/** Unique per test, so parallel tests never find each other's leads. */
export const marker = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
