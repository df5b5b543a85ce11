import { isInboxStatus } from "~server/staff/inbox-statuses.ts";
import type { InboxFilter } from "~server/staff/inbox-store.server.ts";

export const ownerFilters = { mine: "Mine", unassigned: "Unassigned" } as const;
const isOwnerFilter = (value: string): value is keyof typeof ownerFilters => Object.hasOwn(ownerFilters, value);

/**
 * The inbox's filter from its URL (?status=…&owner=…&q=…), shared by the list and the export;
 * `viewerId` is the signed-in person, whose leads "Mine" shows.
 */
export function filterFromUrl(url: URL, viewerId: number): InboxFilter {
  const status = url.searchParams.get("status") ?? "";
  const owner = url.searchParams.get("owner") ?? "";
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  return {
    ...(isInboxStatus(status) && { status }),
    ...(isOwnerFilter(owner) && { owner, viewerId }),
    ...(query && { query }),
  };
}

/** The same filter as a query string (with a page), for links that keep it. */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.owner) params.set("owner", filter.owner);
  if (filter.query) params.set("q", filter.query);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
