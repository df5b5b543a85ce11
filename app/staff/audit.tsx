import type { Route } from "./+types/audit";
import { listAudit } from "~server/staff/audit-log.server.ts";
import { requireStaff } from "~/staff/staff-request.server.ts";
import { inDhaka } from "./ui/format.ts";
import { PageTitle } from "./ui/page-title.tsx";
import { Pager } from "./ui/pager.tsx";
import { entryClasses } from "./ui/panel.tsx";

const pageSize = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireStaff(request, context, { page: true, area: "audit" });
  const page = Math.max(
    1,
    Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1),
  );
  // One more than a page tells whether an older page exists without counting the whole log.
  const entries = await listAudit(db, { limit: pageSize + 1, offset: (page - 1) * pageSize });
  return { page, entries: entries.slice(0, pageSize), older: entries.length > pageSize };
}

/** An entry's words: a group of failed sign-ins says how many (audit-log.server.ts recordFailedSignIn). */
const actionText = (entry: { action: string; failures: number }) =>
  entry.action === "failed sign-in" && entry.failures > 1 ? `${entry.failures} failed sign-ins` : entry.action;

/** Who did what, newest first; read-only (the log is append-only in the store as well). */
export default function Audit({ loaderData }: Route.ComponentProps) {
  const { page, entries, older } = loaderData;
  return (
    <>
      <title>Audit log - Staff</title>
      <PageTitle>Audit log</PageTitle>
      <p className="mt-2 text-ink-soft">
        Sign-ins, status changes, exports, deletions and access changes. Never message text. Failed sign-ins from one
        device for one account within 15 minutes are one entry with their number.
      </p>
      <ol className="mt-6 grid gap-2" data-testid="audit-list">
        {entries.map((entry) => (
          <li key={entry.id} className={entryClasses.row}>
            <p className="flex flex-wrap justify-between gap-x-4">
              <span className="font-semibold">
                {actionText(entry)}
                {entry.target && <span className="font-normal"> · {entry.target}</span>}
                {entry.detail && <span className="font-normal text-ink-soft"> · {entry.detail}</span>}
                {entry.failures > 1 && entry.lastAt && (
                  <span className="font-normal text-ink-soft">
                    {" "}
                    · the last at <time dateTime={entry.lastAt}>{inDhaka(entry.lastAt)}</time>
                  </span>
                )}
              </span>
              <time dateTime={entry.at} className="text-sm text-ink-soft">
                {inDhaka(entry.at)}
              </time>
            </p>
            <p className="text-sm break-all text-ink-soft">by {entry.actor}</p>
          </li>
        ))}
      </ol>
      <Pager
        newer={page > 1 ? `/staff/audit?page=${page - 1}` : null}
        older={older ? `/staff/audit?page=${page + 1}` : null}
        className="mt-6"
      />
    </>
  );
}
