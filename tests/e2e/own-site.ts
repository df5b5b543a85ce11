import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Page, test } from "@playwright/test";
import { openDatabase } from "../../server/db/open-database.ts";
import type { StaffRole } from "../../server/staff/staff-roles.ts";
import { createInvite } from "../../server/staff/staff-users.server.ts";
import { freePort } from "../support/free-port.ts";
import { type SiteProcess, startSite } from "../support/site-process.ts";
import { addVirtualAuthenticator } from "./staff-helpers.ts";

export type OwnSite = {
  origin: string;
  site: SiteProcess;
  /** Enrols a new staff member with `roles` in `page` (a passkey on a virtual authenticator). */
  signIn(page: Page, roles: readonly StaffRole[], landing?: string): Promise<string>;
};

/**
 * A production site of the spec's own, on the default store (SQLite in a temporary folder), for
 * specs whose publishing must change no page another spec reads. Call at the top of the spec:
 * the site starts before its first test and stops after its last.
 */
export function ownSite(): OwnSite {
  let dir = "";
  const own = { origin: "", site: undefined as unknown as SiteProcess } as OwnSite;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dir = mkdtempSync(join(tmpdir(), "e2e-own-site-"));
    const port = await freePort();
    own.origin = `http://localhost:${port}`;
    own.site = await startSite({
      port,
      env: { STAFF_ORIGIN: own.origin, CONTACT_DB_PATH: join(dir, "contact.sqlite") },
    });
  });
  test.afterAll(async () => {
    await own.site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  own.signIn = async (page, roles, landing = "/staff/content") => {
    const email = `${roles.join("-")}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@agency.example`;
    const db = await openDatabase({ kind: "sqlite", path: join(dir, "contact.sqlite") }, { quiet: true });
    const { token } = await createInvite(db, email, new Date(), { roles }).finally(() => db.close());
    await addVirtualAuthenticator(page);
    await page.goto(`${own.origin}/staff/enrol#${token}`);
    await page.getByRole("button", { name: "Create a passkey" }).click();
    await page.waitForURL(`${own.origin}${landing}`);
    return email;
  };
  return own;
}
