import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { type AppServices, appServicesContext } from "../../server/app-context.ts";
import type { OutboxChannel } from "../../server/outbox/delivery.ts";
import type { Database } from "../../server/db/database.ts";
import { openDatabase } from "../../server/db/open-database.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { sessionCookieName } from "../../server/staff/request-guard.server.ts";
import { createSession } from "../../server/staff/staff-sessions.server.ts";
import type { StaffRole } from "../../server/staff/staff-roles.ts";
import { createInvite, redeemInvite } from "../../server/staff/staff-users.server.ts";

/**
 * For tests that call a staff route's loader or action directly, on a real store: a fresh SQLite
 * store, the router context the server would give the route, and a signed-in person's cookie.
 */
export const staffOrigin = "https://staff.example.com";

export const openStaffStore = () =>
  openDatabase(
    { kind: "sqlite", path: join(mkdtempSync(join(tmpdir(), "staff-route-")), "contact.sqlite") },
    { quiet: true },
  );

/** The services a staff route reads: the store, the staff settings, the outbox's channels, the image limit. */
export function staffRouteContext(db: Database, channels: OutboxChannel[] = [], imageMaxBytes = 8 * 1024 * 1024) {
  const context = new RouterContextProvider();
  const services = {
    staff: {
      config: parseSettings({ STAFF_ORIGIN: staffOrigin }).staff,
      connection: { get: async () => db, close: async () => {} },
    },
    outbox: { channels },
    contentImages: { maxBytes: imageMaxBytes },
  } as unknown as AppServices;
  context.set(appServicesContext, services);
  return context;
}

/** An invited, enrolled person's live session (admin unless `roles` say), as the Cookie header the browser sends. */
export async function signedInCookie(
  db: Database,
  email = "sales@example.com",
  roles: readonly StaffRole[] = ["admin"],
): Promise<string> {
  const redeemed = await redeemInvite(db, (await createInvite(db, email, new Date(), { roles })).token);
  if (!redeemed.ok) throw new Error(redeemed.reason);
  return `${sessionCookieName}=${await createSession(db, redeemed.user.id)}`;
}

/** What a loader or action gave: its answer, or the Response it threw (a refusal). */
export const answerOf = <T>(pending: Promise<T>) => pending.catch((thrown: unknown) => thrown as Response);
