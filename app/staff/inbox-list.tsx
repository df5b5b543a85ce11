import type { InboxMessage } from "~server/staff/inbox-store.server.ts";
import { spamReasonLabel } from "~server/leads/spam-reasons.ts";
import { formatWait, inDhaka } from "./ui/format.ts";
import { StatusBadge } from "./ui/status-badge.tsx";

type Summary = Pick<
  InboxMessage,
  | "id"
  | "name"
  | "email"
  | "subject"
  | "message"
  | "created_at"
  | "inbox_status"
  | "read_at"
  | "language"
  | "spam_reason"
> & {
  /** The owner's address; null: nobody has taken it. */
  owner: string | null;
  /** How long an unanswered lead has waited; null once answered (or not new). */
  waitingMs: number | null;
};

// Unread and read, as complete class lists: an unread lead is ringed in teal and its words are bold.
const cardClasses = {
  unread: "block rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-teal/50 hover:shadow-md",
  read: "block rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-ink/10 hover:shadow-md",
} as const;
const nameClasses = {
  unread: "flex items-center gap-2 font-bold text-ink",
  read: "flex items-center gap-2 font-semibold text-ink-soft",
} as const;
const subjectClasses = {
  unread: "mt-1 block font-bold break-words text-teal-deep",
  read: "mt-1 block break-words text-teal-deep",
} as const;

/** One card per lead: whole card is the link; unread ones are bold with a dot and the word "Unread". */
export function InboxList({ messages }: { messages: Summary[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-3" data-testid="inbox-list">
      {messages.map((message) => {
        const unread = message.read_at === null;
        const state = unread ? "unread" : "read";
        return (
          <li key={message.id}>
            <a href={`/staff/messages/${message.id}`} className={cardClasses[state]}>
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className={nameClasses[state]}>
                  {unread && <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-coral-dark" />}
                  {unread && <span className="sr-only">Unread: </span>}
                  <span lang={message.language}>{message.name}</span>
                </span>
                <span className="flex items-center gap-2 text-sm text-ink-soft">
                  <StatusBadge status={message.inbox_status} />
                  <time dateTime={message.created_at}>{inDhaka(message.created_at)}</time>
                </span>
              </span>
              <span lang={message.language} className={subjectClasses[state]}>
                {message.subject}
              </span>
              <span lang={message.language} className="mt-1 line-clamp-2 block break-words text-ink-soft">
                {message.message}
              </span>
              {message.inbox_status === "spam" && (
                <span className="mt-2 block text-sm font-semibold text-coral-dark">
                  Why: {spamReasonLabel(message.spam_reason)}
                </span>
              )}
              {/* Spam has no owner and waits for nobody; the reason above is what matters there. */}
              {message.inbox_status !== "spam" && (
                <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <span className="text-ink-soft">{message.owner ? `Owner: ${message.owner}` : "Unassigned"}</span>
                  {message.waitingMs !== null && (
                    <span className="font-semibold text-coral-dark">Waiting {formatWait(message.waitingMs)}</span>
                  )}
                </span>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
