import type { Route } from "./+types/export";
import { exportInbox } from "~server/staff/inbox-store.server.ts";
import { privateHeaders, requireOwnDownload, requireStaff } from "~/staff/staff-request.server.ts";
import { filterFromUrl } from "./inbox-filter.ts";

/**
 * The current filter as a download. A GET (it changes no lead), but it needs a session and is
 * audited, since it moves personal data out of the inbox; and it answers only a click on the
 * inbox's Export link (requireOwnDownload), so no other page can make it build or audit one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, session } = await requireStaff(request, context);
  requireOwnDownload(request);
  const url = new URL(request.url);
  const format = url.searchParams.get("format") === "json" ? "json" : "csv";
  const body = await exportInbox(db, filterFromUrl(url, session.userId), format, session.email);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      ...privateHeaders,
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.${format}"`,
    },
  });
}
