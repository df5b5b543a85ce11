import { inboxStatuses, type InboxStatus } from "~server/staff/inbox-statuses.ts";
import { buttonClass, dangerButtonClass, panelClass, secondaryButtonClass, statusLabels } from "./staff-ui.tsx";

type Props = {
  message: { id: number; email: string; subject: string; inbox_status: InboxStatus; spamReason: string | null };
  confirmDelete: boolean;
};

/**
 * Not spam (for spam), status and deletion. Plain forms: they work without JavaScript, and
 * every change is a POST.
 */
export function MessageActions({ message, confirmDelete }: Props) {
  return (
    <div className="mt-6 grid gap-4">
      {message.inbox_status === "spam" && (
        <form method="post" className={`${panelClass} ring-2 ring-coral-dark/40`} aria-labelledby="spam-title">
          <h2 id="spam-title" className="text-lg font-bold text-coral-dark">
            Filed as spam
          </h2>
          <p className="mt-1 text-ink-soft">
            {message.spamReason}. The team was not notified. If a person wrote it, move it to the inbox: the team is
            notified as for any new message.
          </p>
          <input type="hidden" name="intent" value="not-spam" />
          <button type="submit" className={`${buttonClass} mt-3`}>
            Not spam
          </button>
        </form>
      )}
      <form method="post" className={panelClass}>
        <input type="hidden" name="intent" value="status" />
        <fieldset>
          <legend className="font-semibold">Status</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {inboxStatuses.map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                aria-pressed={message.inbox_status === status}
                className={message.inbox_status === status ? buttonClass : secondaryButtonClass}
              >
                {statusLabels[status]}
              </button>
            ))}
          </div>
        </fieldset>
      </form>
      {confirmDelete ? (
        <form method="post" className={`${panelClass} ring-2 ring-coral-dark`}>
          <h2 className="text-lg font-bold text-coral-dark">Delete this message for good?</h2>
          <p className="mt-2 text-ink-soft">
            For erasure requests. The message cannot be restored; the audit log keeps only its number.
          </p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirm" value="yes" />
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="submit" className={dangerButtonClass}>
              Delete permanently
            </button>
            <a href={`/staff/messages/${message.id}`} className={secondaryButtonClass}>
              Keep it
            </a>
          </div>
        </form>
      ) : (
        <p>
          <a href={`/staff/messages/${message.id}?confirm=delete`} className={secondaryButtonClass}>
            Delete…
          </a>
        </p>
      )}
    </div>
  );
}
