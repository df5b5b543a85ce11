import type { LeadReply, ReplyDelivery } from "~server/staff/lead-replies.server.ts";
import { DraftForm } from "./draft-form.tsx";
import { cn } from "~/lib/cn.ts";
import { LinkButton } from "./ui/button.tsx";
import { Checkbox } from "./ui/controls.tsx";
import { inDhaka } from "./ui/format.ts";
import { Notice } from "./ui/notice.tsx";
import { entryClasses, Panel } from "./ui/panel.tsx";
import { Badge, type BadgeTone } from "./ui/status-badge.tsx";

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
const deliveryTones: Record<ReplyDelivery["state"], BadgeTone> = {
  queued: "attention",
  sent: "done",
  retrying: "attention",
  failed: "danger",
};

function DeliveryState({ delivery }: { delivery: ReplyDelivery }) {
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      <Badge tone={deliveryTones[delivery.state]}>{deliveryLabels[delivery.state]}</Badge>
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
    <Checkbox
      id="reply-quote"
      name="quote"
      value="yes"
      defaultChecked={checked}
      label="Quote the message"
      description="Adds their message under your reply. Leave it unticked for a message you have not checked: it would be mailed from our address exactly as they wrote it."
      className="mt-3"
    />
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
    <Panel id="conversation" title="Conversation" titleId="conversation-title" className="mt-6">
      {sent && (
        <Notice tone="success" className="mt-3">
          Reply saved and queued: it goes out within a few seconds. Its state shows below.
        </Notice>
      )}
      <ol className="mt-4 grid gap-3" data-testid="conversation">
        <li className={entryClasses.quiet}>
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
          <li key={reply.id} className={cn(entryClasses.marked, "sm:ml-8")} data-testid="reply">
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
        <Notice tone="warning" className="mt-5">
          This message is filed as spam, so it cannot be answered from here. If a person wrote it, press{" "}
          <strong>Not spam</strong> below first.
        </Notice>
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
        <Notice tone="warning" className="mt-5" data-testid="reply-unavailable">
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
          <LinkButton href={mailtoReply(lead.email, lead.subject)} className="mt-3">
            Reply by email
          </LinkButton>
        </Notice>
      )}
    </Panel>
  );
}
