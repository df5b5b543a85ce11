/**
 * The statuses a lead can have in the staff inbox, defined once: the inbox store
 * (server/staff/inbox-store.server.ts) and the staff pages read this list, and the type is
 * derived from it. It lives outside the *.server.ts modules because route components are bundled
 * for the browser as well and cannot import a runtime value from them. The database's CHECK
 * constraint (server/db/schema.ts) spells the list in SQL; migrations are history, so the
 * inbox's contract test checks that the two agree instead.
 */
export const inboxStatuses = ["new", "replied", "spam", "archived"] as const;

export type InboxStatus = (typeof inboxStatuses)[number];

/** Narrows text from a form or a URL to a status. */
export function isInboxStatus(value: string): value is InboxStatus {
  return (inboxStatuses as readonly string[]).includes(value);
}
