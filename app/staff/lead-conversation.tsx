import type { LeadReply, ReplyDelivery } from "~server/staff/lead-replies.server.ts";
import { DraftForm } from "./draft-form.tsx";
import { inDhaka, noticeClass, panelClass, secondaryButtonClass } from "./staff-ui.tsx";

type Lead = { id: number; name: string; email: string; subject: string; message: string; created_at: string };
type Props = {
  lead: Lead & { language: string };
  replies: LeadReply[];
  /** The signed-in person: their address is the reply's Reply-To. */
  you: string;
  /** False: no mail server is configured, so replies cannot be sent from here. */
  canEmail: boolean;
  /** A lead filed as spam is not replied to until someone marks it not spam. */
  spam?: boolean;
  /** What was typed when the reply was refused, so nothing is lost, and why it was refused. */
  draft?: string;
  /** Whether "Quote the message" was ticked on the refused reply. */
  quote?: boolean;
  error?: string;
  sent: boolean;
};

const deliveryLabels: Record<ReplyDelivery["state"], string> = {
  queued: "Sending",
  sent: "Sent",
  retrying: "Not sent yet, will retry",
  failed: "Not delivered",
};
const deliveryClasses: Record<ReplyDelivery["state"], string> = {
  queued: "bg-saffron-soft text-ink",
  sent: "bg-mint text-teal-dark",
  retrying: "bg-saffron-soft text-ink",
  failed: "bg-coral-dark/10 text-coral-dark",
};

function DeliveryState({ delivery }: { delivery: ReplyDelivery }) {
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      <span className={`inline-flex rounded-full px-2.5 py-0.5 font-semibold ${deliveryClasses[delivery.state]}`}>
        {deliveryLabels[delivery.state]}
      </span>
      {delivery.state === "sent" && <time dateTime={delivery.at}>{inDhaka(delivery.at)}</time>}
      {delivery.state === "retrying" && (
        <span className="text-ink-soft">
          attempt {delivery.attempts} failed; next try {inDhaka(delivery.nextAttemptAt)}
        </span>
      )}
      {delivery.state === "failed" && (
        <span className="text-ink-soft">
          after {delivery.attempts} attempts: {delivery.error}
        </span>
      )}
    </span>
  );
}

/**
 * Whether the email quotes the lead's message under the reply: unticked unless the person ticks
 * it. Whoever filled in the form chose the address, so quoting every time would let anyone have
 * their own text mailed from the agency to any address (a spammer's relay).
 */
function QuoteChoice({ checked }: { checked: boolean }) {
  return (
    <div className="mt-3 flex items-start gap-3">
      <input
        id="reply-quote"
        type="checkbox"
        name="quote"
        value="yes"
        defaultChecked={checked}
        aria-describedby="reply-quote-help"
        className="mt-0.5 size-6 shrink-0 accent-teal-deep"
      />
      <div>
        <label htmlFor="reply-quote" className="font-semibold">
          Quote the message
        </label>
        <p id="reply-quote-help" className="text-sm text-ink-soft">
          Adds their message under your reply. Leave it unticked for a message you have not checked: it would be mailed
          from our address exactly as they wrote it.
        </p>
      </div>
    </div>
  );
}

/** "Re: subject", encoded so that nothing in a visitor's subject can add mailto headers. */
const mailtoReply = (email: string, subject: string) =>
  `mailto:${encodeURIComponent(email).replace("%40", "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`;

/**
 * The lead's message and every reply, oldest first, then the reply box. Replies are plain text:
 * the sender reads them in their mail program, and their answer comes back to the staff member's
 * own mailbox through Reply-To. Everything shown is text React escapes.
 */
export function LeadConversation(props: Props) {
  const { lead, replies, you, canEmail, spam = false, draft, quote = false, error, sent } = props;
  return (
    <section id="conversation" aria-labelledby="conversation-title" className={`${panelClass} mt-6`}>
      <h2 id="conversation-title" className="text-lg font-bold text-teal-deep">
        Conversation
      </h2>
      {sent && (
        <p role="status" className={`mt-3 ${noticeClass}`}>
          Reply saved and queued: it goes out within a few seconds. Its state shows below.
        </p>
      )}
      <ol className="mt-4 grid gap-3" data-testid="conversation">
        <li className="rounded-xl bg-cream p-4 ring-1 ring-ink/10">
          <p className="text-sm text-ink-soft">
            <span lang={lead.language} className="font-semibold text-ink">
              {lead.name}
            </span>{" "}
            wrote, <time dateTime={lead.created_at}>{inDhaka(lead.created_at)}</time>
          </p>
          <p
            lang={lead.language}
            data-testid="message-body"
            className="mt-2 text-lg leading-relaxed break-words whitespace-pre-wrap"
          >
            {lead.message}
          </p>
        </li>
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-xl bg-surface p-4 ring-1 ring-teal/40 sm:ml-8" data-testid="reply">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-ink-soft">
                <span className="font-semibold text-ink">{reply.author}</span> replied,{" "}
                <time dateTime={reply.created_at}>{inDhaka(reply.created_at)}</time>
              </p>
              <DeliveryState delivery={reply.delivery} />
            </div>
            <p className="mt-2 break-words whitespace-pre-wrap">{reply.body}</p>
          </li>
        ))}
      </ol>
      {spam ? (
        <p className="mt-5 rounded-xl bg-saffron-soft px-4 py-3 text-ink">
          This message is filed as spam, so it cannot be answered from here. If a person wrote it, press{" "}
          <strong>Not spam</strong> below first.
        </p>
      ) : canEmail ? (
        <DraftForm
          intent="reply"
          name="reply"
          label={`Reply to ${lead.email}`}
          help={
            <>
              Plain text, in English or Bangla. It goes from the site&apos;s address with the subject &ldquo;Re:{" "}
              {lead.subject}&rdquo;, the team in copy; their answer comes back to you at {you}.
            </>
          }
          rows={6}
          submit="Send reply"
          anchor="#conversation"
          draft={draft}
          error={error}
          className="mt-5"
        >
          <QuoteChoice checked={quote} />
        </DraftForm>
      ) : (
        <div className="mt-5 rounded-xl bg-saffron-soft px-4 py-3 text-ink" data-testid="reply-unavailable">
          <p className="font-semibold">Replies cannot be sent from here: this server has no mail server set up.</p>
          <p className="mt-1">
            Whoever runs the site sets SMTP_URL and CONTACT_TO (docs/contact-form.md). Until then, answer from your mail
            program and mark the lead as replied below.
          </p>
          {draft && (
            <p className="mt-2">
              Your reply was not sent. Its text, to copy: <span className="whitespace-pre-wrap">{draft}</span>
            </p>
          )}
          <a href={mailtoReply(lead.email, lead.subject)} className={`${secondaryButtonClass} mt-3`}>
            Reply by email
          </a>
        </div>
      )}
    </section>
  );
}
