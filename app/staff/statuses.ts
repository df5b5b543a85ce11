import type { InboxStatus } from "~/server/staff/inbox-store.server.ts";

/**
 * The statuses, for components: route components are bundled for the browser as well, so they
 * cannot import a runtime value from a *.server.ts module. `satisfies` keeps both lists in step.
 */
export const inboxStatuses = ["new", "replied", "spam", "archived"] as const satisfies readonly InboxStatus[];
