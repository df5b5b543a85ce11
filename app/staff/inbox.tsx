import type { Route } from "./+types/inbox";
import { inboxStatuses } from "~server/staff/inbox-statuses.ts";
import { listRejectedPosts } from "~server/leads/rejected-posts.server.ts";
import { listInbox } from "~server/staff/inbox-store.server.ts";
import { listAssignable } from "~server/staff/lead-owner.server.ts";
import { requireStaff } from "~/staff/staff-request.server.ts";
import { filterFromUrl, filterQuery, ownerFilters } from "./inbox-filter.ts";
import { InboxList } from "./inbox-list.tsx";
import { RejectedPosts } from "./rejected-posts.tsx";
import { Button, LinkButton } from "./ui/button.tsx";
import { Input, Select } from "./ui/controls.tsx";
import { Field } from "./ui/field.tsx";
import { Notice } from "./ui/notice.tsx";
import { PageTitle } from "./ui/page-title.tsx";
import { Pager } from "./ui/pager.tsx";
import { statusLabels } from "./ui/status-badge.tsx";

const pageSize = 25;
/** How far back the Spam view shows the refused-post counts. */
const rejectedDays = 14;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, session } = await requireStaff(request, context, { page: true, area: "leads" });
  const url = new URL(request.url);
  const filter = filterFromUrl(url, session.userId);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const { total, messages: rows } = await listInbox(db, filter, { limit: pageSize, offset: (page - 1) * pageSize });
  const owners = new Map((await listAssignable(db)).map((person) => [person.id, person.email]));
  const now = Date.now();
  // Only what the list shows leaves the loader (no IP hash or user agent, even in a .data answer).
  const messages = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message.slice(0, 300),
    created_at: row.created_at,
    inbox_status: row.inbox_status,
    read_at: row.read_at,
    language: row.language,
    spam_reason: row.spam_reason,
    owner: row.assignee_id === null ? null : (owners.get(row.assignee_id) ?? "a former staff member"),
    waitingMs: row.inbox_status === "new" && row.first_reply_at === null ? now - Date.parse(row.created_at) : null,
  }));
  return {
    filter,
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    total,
    messages,
    deleted: url.searchParams.has("deleted"),
    // The Spam view also says what never became a message: posts refused, counted per day and reason.
    rejected: filter.status === "spam" ? await listRejectedPosts(db, { days: rejectedDays }) : null,
  };
}

/**
 * Newest first; a GET form for filter and search, so every view has a URL staff can share. "All"
 * is every lead but spam; the Spam view lists spam with its reasons and the refused-post counts.
 */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, page, pages, total, messages, deleted, rejected } = loaderData;
  const heading = filter.status === "spam" ? "Spam" : "Inbox";
  return (
    <>
      <title>{`${heading} - Staff`}</title>
      <PageTitle
        aside={
          <div className="flex flex-wrap gap-2">
            <LinkButton href={`/staff/export${filterQuery(filter, { format: "csv" })}`}>Export CSV</LinkButton>
            <LinkButton href={`/staff/export${filterQuery(filter, { format: "json" })}`}>Export JSON</LinkButton>
          </div>
        }
      >
        {heading}
      </PageTitle>
      {filter.status === "spam" && (
        <p className="mt-2 text-ink-soft">
          Kept so that nothing is lost, never notified. Open a message to see why it is here, and press Not spam to move
          it to the inbox and notify the team.
        </p>
      )}
      {deleted && (
        <Notice tone="success" className="mt-4">
          The message was deleted.
        </Notice>
      )}
      <form
        method="get"
        action="/staff"
        role="search"
        className="mt-6 grid gap-3 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-end"
      >
        <Field id="q" label="Search name, email, subject or message">
          <Input name="q" type="search" defaultValue={filter.query ?? ""} />
        </Field>
        <Field id="status" label="Status">
          <Select name="status" defaultValue={filter.status ?? ""}>
            <option value="">All but spam</option>
            {inboxStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="owner" label="Owner">
          <Select name="owner" defaultValue={filter.owner ?? ""}>
            <option value="">Anyone</option>
            {Object.entries(ownerFilters).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit">Show</Button>
      </form>
      <p className="mt-6 text-ink-soft" aria-live="polite">
        {total === 0 ? "No messages match." : `${total} ${total === 1 ? "message" : "messages"}, newest first.`}
      </p>
      <InboxList messages={messages} />
      <Pager
        newer={page > 1 ? `/staff${filterQuery(filter, { page: String(page - 1) })}` : null}
        older={page < pages ? `/staff${filterQuery(filter, { page: String(page + 1) })}` : null}
        className="mt-6"
      >
        Page {page} of {pages}
      </Pager>
      {rejected && <RejectedPosts counts={rejected} days={rejectedDays} />}
    </>
  );
}
