import { isInboxStatus } from "~/lib/inbox-statuses.ts";
import type { InboxFilter } from "~/server/staff/inbox-store.server.ts";

/** The inbox's filter from its URL (?status=…&q=…), shared by the list and the export. */
export function filterFromUrl(url: URL): InboxFilter {
  const status = url.searchParams.get("status") ?? "";
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  return {
    ...(isInboxStatus(status) && { status }),
    ...(query && { query }),
  };
}

/** The same filter as a query string (with a page), for links that keep it. */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.query) params.set("q", filter.query);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
