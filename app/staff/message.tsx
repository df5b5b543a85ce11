import { data, redirect } from "react-router";
import type { Route } from "./+types/message";
import { isInboxStatus } from "~server/staff/inbox-statuses.ts";
import { spamReasonLabel } from "~server/leads/spam-reasons.ts";
import { appServices } from "~server/app-context.ts";
import {
  deleteMessage,
  findMessage,
  markNotSpam,
  openMessage,
  setInboxStatus,
} from "~server/staff/inbox-store.server.ts";
import { addNote, listNotes, noteMaxLength, noteSchema } from "~server/staff/lead-notes.server.ts";
import { assignLead, leadOwner, listAssignable } from "~server/staff/lead-owner.server.ts";
import { listReplies, replyMaxLength, replySchema, sendReply } from "~server/staff/lead-replies.server.ts";
import { isOwnNavigation } from "~server/staff/request-guard.server.ts";
import { requireStaff } from "~/staff/staff-request.server.ts";
import { LeadAttributionDetails } from "./lead-attribution.tsx";
import { LeadConversation } from "./lead-conversation.tsx";
import { LeadNotes } from "./lead-notes.tsx";
import { LeadOwner } from "./lead-owner.tsx";
import { MessageActions } from "./message-actions.tsx";
import { formatWait, inDhaka, languageNames, noticeClass, StatusBadge } from "./staff-ui.tsx";

function messageId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data("No such message.", { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, session } = await requireStaff(request, context, { page: true, area: "leads" });
  // Another site's link may show the lead to a signed-in staff member, never mark it read.
  const wanted = messageId(params);
  const message = isOwnNavigation(request) ? await openMessage(db, wanted) : await findMessage(db, wanted);
  if (!message) throw data("No such message.", { status: 404 });
  const { id, name, email, subject, created_at, inbox_status, language, first_reply_at } = message;
  const search = new URL(request.url).searchParams;
  const spamReason = inbox_status === "spam" ? spamReasonLabel(message.spam_reason) : null;
  const { channels } = appServices(context).outbox;
  return {
    message: { id, name, email, subject, message: message.message, created_at, inbox_status, language, spamReason },
    // How long it has waited, for a lead nobody has answered yet (the inbox shows the same).
    waitingMs: first_reply_at === null && inbox_status === "new" ? Date.now() - Date.parse(created_at) : null,
    attribution: message.attribution ?? null,
    notes: await listNotes(db, wanted),
    replies: await listReplies(db, wanted),
    owner: await leadOwner(db, wanted),
    staff: await listAssignable(db),
    you: { id: session.userId, email: session.email },
    canEmail: channels.includes("email"),
    notifies: channels.length > 0,
    noted: search.has("noted"),
    replied: search.has("replied"),
    assigned: search.has("assigned"),
    confirmDelete: search.get("confirm") === "delete",
    updated: search.has("updated"),
    restored: search.has("restored"),
  };
}

/**
 * A reply or note refused: the reason, and the text as typed (bounded) and a reply's "Quote the
 * message" choice, so that nothing is lost.
 */
type Refusal = { field: "note" | "reply"; error: string; draft: string; quote?: boolean };

function refused(field: Refusal["field"], typed: string, error: string, max: number, status = 400, quote?: boolean) {
  return data<Refusal>({ field, error, draft: typed.slice(0, max * 2), quote }, { status });
}

/** POST forms only: a reply, a note, an owner, a status change, Not spam, or deletion once confirmed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session } = await requireStaff(request, context, { area: "leads" });
  const { outbox } = appServices(context);
  const id = messageId(params);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "reply") {
    const typed = String(form.get("reply") ?? "");
    // Ticked only: an unticked checkbox is not sent at all, so no field means no quote.
    const quote = form.get("quote") === "yes";
    const refuse = (error: string, status?: number) => refused("reply", typed, error, replyMaxLength, status, quote);
    if (!outbox.channels.includes("email")) return refuse("No mail server is set up: the reply was not sent.", 503);
    const reply = replySchema.safeParse(typed);
    if (!reply.success) return refuse(reply.error.issues[0]?.message ?? "That reply cannot be sent.");
    const sent = await sendReply(db, { messageId: id, author: session.email, body: reply.data, quote });
    if (!sent.ok) return refuse(sent.reason, sent.status);
    return redirect(`/staff/messages/${id}?replied=1#conversation`, 303);
  }
  if (intent === "assign") {
    const chosen = String(form.get("assignee") ?? "");
    const assigneeId = chosen === "" ? null : Number(chosen);
    if (assigneeId !== null && !Number.isSafeInteger(assigneeId)) throw data("Unknown staff member.", { status: 400 });
    const outcome = await assignLead(db, {
      messageId: id,
      assigneeId,
      actor: session.email,
      channels: outbox.channels,
    });
    if (!outcome.ok) throw data(outcome.reason, { status: outcome.status });
    return redirect(`/staff/messages/${id}?assigned=1#owner`, 303);
  }
  if (intent === "note") {
    const typed = String(form.get("note") ?? "");
    const note = noteSchema.safeParse(typed);
    if (!note.success) {
      return refused("note", typed, note.error.issues[0]?.message ?? "That note cannot be saved.", noteMaxLength);
    }
    if (!(await addNote(db, id, session.email, note.data))) throw data("No such message.", { status: 404 });
    return redirect(`/staff/messages/${id}?noted=1#notes`, 303);
  }
  if (intent === "not-spam") {
    // Restored and notified as it would have been on arrival: queued in the change's transaction.
    const outcome = await markNotSpam(db, id, session.email, outbox.channels);
    if (outcome === "missing") throw data("No such message.", { status: 404 });
    return redirect(`/staff/messages/${id}?restored=1`, 303);
  }
  if (intent === "delete") {
    if (form.get("confirm") !== "yes") return redirect(`/staff/messages/${id}?confirm=delete`, 303);
    await deleteMessage(db, id, session.email);
    return redirect("/staff?deleted=1", 303);
  }
  const status = String(form.get("status") ?? "");
  if (intent !== "status" || !isInboxStatus(status)) {
    throw data("Unknown change.", { status: 400 });
  }
  if (!(await setInboxStatus(db, id, status, session.email))) throw data("No such message.", { status: 404 });
  return redirect(`/staff/messages/${id}?updated=1`, 303);
}

/** Every field is text React escapes; the message keeps its line breaks and its language. */
export default function Message({ loaderData, actionData }: Route.ComponentProps) {
  const { message, waitingMs, attribution, notes, replies, owner, staff, you, canEmail } = loaderData;
  const restored =
    loaderData.restored &&
    message.inbox_status !== "spam" &&
    `Not spam: moved to the inbox as new${loaderData.notifies ? ", and the team is being notified" : ""}.`;
  const saved = [loaderData.updated && "Status saved.", loaderData.assigned && "Owner saved.", restored].find(Boolean);
  const reply = actionData?.field === "reply" ? actionData : undefined;
  const note = actionData?.field === "note" ? actionData : undefined;
  return (
    <article className="mx-auto max-w-3xl">
      <title>{`${message.subject} - Staff`}</title>
      <p>
        <a href="/staff" className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline">
          ← Back to the inbox
        </a>
      </p>
      {saved && (
        <p role="status" className={`mt-2 ${noticeClass}`}>
          {saved}
        </p>
      )}
      <div className="mt-4 rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-ink/10 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 lang={message.language} className="text-2xl font-bold break-words text-teal-deep">
            {message.subject}
          </h1>
          <StatusBadge status={message.inbox_status} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-[0.95rem] sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink-soft">From</dt>
          <dd lang={message.language} className="break-words">
            {message.name}
          </dd>
          <dt className="font-semibold text-ink-soft">Email</dt>
          <dd className="break-all">{message.email}</dd>
          <dt className="font-semibold text-ink-soft">Received</dt>
          <dd>
            <time dateTime={message.created_at}>{inDhaka(message.created_at)}</time>
            {waitingMs !== null && (
              <span className="ml-2 font-semibold text-coral-dark">waiting {formatWait(waitingMs)} for a reply</span>
            )}
          </dd>
          <dt className="font-semibold text-ink-soft">Owner</dt>
          <dd>{owner ? owner.email : <span className="text-ink-soft">nobody yet</span>}</dd>
          <dt className="font-semibold text-ink-soft">Page language</dt>
          <dd>{languageNames[message.language] ?? message.language}</dd>
          {message.spamReason && (
            <>
              <dt className="font-semibold text-ink-soft">Spam because</dt>
              <dd className="font-semibold text-coral-dark" data-testid="spam-reason">
                {message.spamReason}
              </dd>
            </>
          )}
        </dl>
        <LeadAttributionDetails attribution={attribution} />
      </div>
      <LeadConversation
        lead={message}
        replies={replies}
        you={you.email}
        canEmail={canEmail}
        spam={message.inbox_status === "spam"}
        sent={loaderData.replied}
        draft={reply?.draft}
        quote={reply?.quote}
        error={reply?.error}
      />
      <LeadOwner owner={owner} staff={staff} youId={you.id} />
      <LeadNotes notes={notes} saved={loaderData.noted} draft={note?.draft} error={note?.error} />
      <MessageActions message={message} confirmDelete={loaderData.confirmDelete} />
    </article>
  );
}
