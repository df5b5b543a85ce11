import type { Route } from "./+types/export";
import { exportInbox } from "~server/staff/inbox-store.server.ts";
import { privateHeaders, requireOwnDownload, requireStaff, stepUpRefusal } from "~/staff/staff-request.server.ts";
import { recentlyChecked } from "~server/staff/staff-sessions.server.ts";
import { filterFromUrl } from "./inbox-filter.ts";

/**
 * The current filter as a download. A GET (it changes no lead), but it needs a session and is
 * audited, since it moves personal data out of the inbox; and it answers only a click on the
 * inbox's Export link (requireOwnDownload), so no other page can make it build or audit one; and
 * a passkey check within 5 minutes, since it carries every client's address away (issue 28).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, session } = await requireStaff(request, context, { area: "leads" });
  requireOwnDownload(request);
  if (!recentlyChecked(session)) {
    throw new Response(stepUpRefusal("exporting leads"), {
      status: 403,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
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
