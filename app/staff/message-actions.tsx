import { inboxStatuses, type InboxStatus } from "~server/staff/inbox-statuses.ts";
import { Button, LinkButton } from "./ui/button.tsx";
import { FieldGroup } from "./ui/field.tsx";
import { Panel } from "./ui/panel.tsx";
import { statusLabels } from "./ui/status-badge.tsx";

type Props = {
  message: { id: number; email: string; subject: string; inbox_status: InboxStatus; spamReason: string | null };
  confirmDelete: boolean;
  /** Why the last status change was refused. */
  statusError?: string;
};

/**
 * Not spam (for spam), status and deletion. Plain forms: they work without JavaScript, and
 * every change is a POST.
 */
export function MessageActions({ message, confirmDelete, statusError }: Props) {
  return (
    <div className="mt-6 grid gap-4">
      {message.inbox_status === "spam" && (
        <Panel tone="flagged" title="Filed as spam" titleId="spam-title">
          <p className="mt-1 text-ink-soft">
            {message.spamReason}. The team was not notified. If a person wrote it, move it to the inbox: the team is
            notified as for any new message.
          </p>
          <form method="post">
            <input type="hidden" name="intent" value="not-spam" />
            <Button type="submit" className="mt-3">
              Not spam
            </Button>
          </form>
        </Panel>
      )}
      <Panel>
        <form method="post">
          <input type="hidden" name="intent" value="status" />
          <FieldGroup legend="Status" error={statusError}>
            <div className="mt-3 flex flex-wrap gap-2">
              {inboxStatuses.map((status) => (
                <Button
                  key={status}
                  type="submit"
                  name="status"
                  value={status}
                  aria-pressed={message.inbox_status === status}
                  variant={message.inbox_status === status ? "primary" : "secondary"}
                >
                  {statusLabels[status]}
                </Button>
              ))}
            </div>
          </FieldGroup>
        </form>
      </Panel>
      {confirmDelete ? (
        <Panel tone="danger" title="Delete this message for good?">
          <p className="mt-2 text-ink-soft">
            For erasure requests. The message cannot be restored; the audit log keeps only its number.
          </p>
          <form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="confirm" value="yes" />
            <Button type="submit" variant="danger">
              Delete permanently
            </Button>
            <LinkButton href={`/staff/messages/${message.id}`}>Keep it</LinkButton>
          </form>
        </Panel>
      ) : (
        <p>
          <LinkButton href={`/staff/messages/${message.id}?confirm=delete`}>Delete…</LinkButton>
        </p>
      )}
    </div>
  );
}
