import { data, redirect } from "react-router";
import type { Route } from "./+types/message";
import { spamReasonLabel } from "~server/leads/spam-reasons.ts";
import { appServices } from "~server/app-context.ts";
import {
  deleteMessage,
  findMessage,
  markNotSpam,
  openMessage,
  setInboxStatus,
} from "~server/staff/inbox-store.server.ts";
import { addNote, listNotes } from "~server/staff/lead-notes.server.ts";
import { assignLead, leadOwner, listAssignable } from "~server/staff/lead-owner.server.ts";
import { listReplies, sendReply } from "~server/staff/lead-replies.server.ts";
import { isOwnNavigation } from "~server/staff/request-guard.server.ts";
import { requireStaff } from "~/staff/staff-request.server.ts";
import { LeadAttributionDetails } from "./lead-attribution.tsx";
import { LeadConversation } from "./lead-conversation.tsx";
import { LeadNotes } from "./lead-notes.tsx";
import { LeadOwner } from "./lead-owner.tsx";
import { MessageActions } from "./message-actions.tsx";
import { parseForm, refusalOf, refuse, typed } from "./forms/parse-form.ts";
import { leadChangeSchema } from "./message-form.ts";
import { Detail, DetailList } from "./ui/detail-list.tsx";
import { formatWait, inDhaka, languageNames } from "./ui/format.ts";
import { PageNotices } from "./ui/notice.tsx";
import { Panel } from "./ui/panel.tsx";
import { StatusBadge } from "./ui/status-badge.tsx";
import { TextLink } from "./ui/text-link.tsx";

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

/** POST forms only: a reply, a note, an owner, a status change, Not spam, or deletion once confirmed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session } = await requireStaff(request, context, { area: "leads" });
  const { outbox } = appServices(context);
  const id = messageId(params);
  const parsed = parseForm(leadChangeSchema, await request.formData());
  if (!parsed.ok) return refuse(parsed.values, parsed.errors);
  const { data: change, values } = parsed;
  switch (change.intent) {
    case "reply": {
      if (!outbox.channels.includes("email")) {
        return refuse(values, { form: "No mail server is set up: the reply was not sent." }, 503);
      }
      const sent = await sendReply(db, {
        messageId: id,
        author: session.email,
        body: change.reply,
        quote: change.quote,
      });
      if (!sent.ok) return refuse(values, { form: sent.reason }, sent.status);
      return redirect(`/staff/messages/${id}?replied=1#conversation`, 303);
    }
    case "assign": {
      const { assignee: assigneeId } = change;
      const outcome = await assignLead(db, {
        messageId: id,
        assigneeId,
        actor: session.email,
        channels: outbox.channels,
      });
      if (!outcome.ok && outcome.status === 404) throw data(outcome.reason, { status: 404 });
      if (!outcome.ok) return refuse(values, { fields: { assignee: outcome.reason } }, outcome.status);
      return redirect(`/staff/messages/${id}?assigned=1#owner`, 303);
    }
    case "note":
      if (!(await addNote(db, id, session.email, change.note))) throw data("No such message.", { status: 404 });
      return redirect(`/staff/messages/${id}?noted=1#notes`, 303);
    case "not-spam":
      // Restored and notified as it would have been on arrival: queued in the change's transaction.
      if ((await markNotSpam(db, id, session.email, outbox.channels)) === "missing") {
        throw data("No such message.", { status: 404 });
      }
      return redirect(`/staff/messages/${id}?restored=1`, 303);
    case "delete":
      if (change.confirm !== "yes") return redirect(`/staff/messages/${id}?confirm=delete`, 303);
      await deleteMessage(db, id, session.email);
      return redirect("/staff?deleted=1", 303);
    case "status":
      if (!(await setInboxStatus(db, id, change.status, session.email)))
        throw data("No such message.", { status: 404 });
      return redirect(`/staff/messages/${id}?updated=1`, 303);
  }
}

/** Every field is text React escapes; the message keeps its line breaks and its language. */
export default function Message({ loaderData, actionData }: Route.ComponentProps) {
  const { message, waitingMs, attribution, notes, replies, owner, staff, you, canEmail } = loaderData;
  const restored =
    loaderData.restored &&
    message.inbox_status !== "spam" &&
    `Not spam: moved to the inbox as new${loaderData.notifies ? ", and the team is being notified" : ""}.`;
  const saved = [loaderData.updated && "Status saved.", loaderData.assigned && "Owner saved.", restored].find(Boolean);
  const reply = refusalOf(actionData, "reply");
  const note = refusalOf(actionData, "note");
  // A refusal no section shows beside its field (a form this page no longer has, say).
  const elsewhere = actionData?.errors.form && !reply ? actionData.errors.form : null;
  return (
    <article className="mx-auto max-w-3xl">
      <title>{`${message.subject} - Staff`}</title>
      <p>
        <TextLink kind="standalone" href="/staff">
          ← Back to the inbox
        </TextLink>
      </p>
      <PageNotices saved={saved} refused={elsewhere} className="mt-2" />
      <Panel className="mt-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 lang={message.language} className="text-2xl font-bold break-words text-teal-deep">
            {message.subject}
          </h1>
          <StatusBadge status={message.inbox_status} />
        </div>
        <DetailList className="mt-4">
          <Detail term="From" lang={message.language}>
            {message.name}
          </Detail>
          <Detail term="Email">{message.email}</Detail>
          <Detail term="Received">
            <time dateTime={message.created_at}>{inDhaka(message.created_at)}</time>
            {waitingMs !== null && (
              <span className="ml-2 font-semibold text-coral-dark">waiting {formatWait(waitingMs)} for a reply</span>
            )}
          </Detail>
          <Detail term="Owner">{owner ? owner.email : <span className="text-ink-soft">nobody yet</span>}</Detail>
          <Detail term="Page language">{languageNames[message.language] ?? message.language}</Detail>
          {message.spamReason && (
            <Detail term="Spam because" tone="danger" testId="spam-reason">
              {message.spamReason}
            </Detail>
          )}
        </DetailList>
        <LeadAttributionDetails attribution={attribution} />
      </Panel>
      <LeadConversation
        lead={message}
        replies={replies}
        you={you.email}
        canEmail={canEmail}
        spam={message.inbox_status === "spam"}
        sent={loaderData.replied}
        draft={reply && typed(reply.values, "reply")}
        quote={reply?.values.quote === "yes"}
        error={reply && (reply.errors.fields.reply ?? reply.errors.form)}
      />
      <LeadOwner
        owner={owner}
        staff={staff}
        youId={you.id}
        error={refusalOf(actionData, "assign")?.errors.fields.assignee}
      />
      <LeadNotes
        notes={notes}
        saved={loaderData.noted}
        draft={note && typed(note.values, "note")}
        error={note?.errors.fields.note}
      />
      <MessageActions
        message={message}
        confirmDelete={loaderData.confirmDelete}
        statusError={refusalOf(actionData, "status")?.errors.fields.status}
      />
    </article>
  );
}
