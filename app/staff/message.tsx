import { data, redirect } from "react-router";
import type { Route } from "./+types/message";
import { isInboxStatus } from "~/lib/inbox-statuses.ts";
import { spamReasonLabel } from "~/lib/spam-reasons.ts";
import { appServices } from "~/server/app-context.ts";
import {
  deleteMessage,
  findMessage,
  markNotSpam,
  openMessage,
  setInboxStatus,
} from "~/server/staff/inbox-store.server.ts";
import { addNote, listNotes, noteMaxLength, noteSchema } from "~/server/staff/lead-notes.server.ts";
import { isOwnNavigation } from "~/server/staff/request-guard.server.ts";
import { requireStaff } from "~/server/staff/staff-request.server.ts";
import { LeadAttributionDetails } from "./lead-attribution.tsx";
import { LeadNotes } from "./lead-notes.tsx";
import { MessageActions } from "./message-actions.tsx";
import { inDhaka, languageNames, StatusBadge } from "./staff-ui.tsx";

function messageId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data("No such message.", { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = await requireStaff(request, context, { page: true });
  // Another site's link may show the lead to a signed-in staff member, never mark it read.
  const wanted = messageId(params);
  const message = isOwnNavigation(request) ? await openMessage(db, wanted) : await findMessage(db, wanted);
  if (!message) throw data("No such message.", { status: 404 });
  const { id, name, email, subject, created_at, inbox_status, language } = message;
  const spamReason = inbox_status === "spam" ? spamReasonLabel(message.spam_reason) : null;
  return {
    message: { id, name, email, subject, message: message.message, created_at, inbox_status, language, spamReason },
    attribution: message.attribution ?? null,
    notes: await listNotes(db, wanted),
    noted: new URL(request.url).searchParams.has("noted"),
    confirmDelete: new URL(request.url).searchParams.get("confirm") === "delete",
    updated: new URL(request.url).searchParams.has("updated"),
    restored: new URL(request.url).searchParams.has("restored"),
    notifies: appServices(context).outbox.channels.length > 0,
  };
}

/** POST forms only: a note, a status change, Not spam, or deletion once the confirmation page was shown. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session } = await requireStaff(request, context);
  const id = messageId(params);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "note") {
    const typed = String(form.get("note") ?? "");
    const note = noteSchema.safeParse(typed);
    if (!note.success) {
      // Refused with the reason and the text as typed (bounded), so nothing is lost.
      const error = note.error.issues[0]?.message ?? "That note cannot be saved.";
      return data({ noteError: error, noteDraft: typed.slice(0, noteMaxLength * 2) }, { status: 400 });
    }
    if (!(await addNote(db, id, session.email, note.data))) throw data("No such message.", { status: 404 });
    return redirect(`/staff/messages/${id}?noted=1#notes`, 303);
  }
  if (intent === "not-spam") {
    // Restored and notified as it would have been on arrival: queued in the change's transaction.
    const { outbox } = appServices(context);
    const outcome = await markNotSpam(db, id, session.email, outbox.channels);
    if (outcome === "missing") throw data("No such message.", { status: 404 });
    if (outcome === "restored") outbox.wake();
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
  const { message, attribution, notes, noted, confirmDelete, updated, restored, notifies } = loaderData;
  return (
    <article className="mx-auto max-w-3xl">
      <title>{`${message.subject} - Staff`}</title>
      <p>
        <a href="/staff" className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline">
          ← Back to the inbox
        </a>
      </p>
      {updated && (
        <p role="status" className="mt-2 rounded-xl bg-mint px-4 py-3 font-semibold text-teal-dark">
          Status saved.
        </p>
      )}
      {restored && message.inbox_status !== "spam" && (
        <p role="status" className="mt-2 rounded-xl bg-mint px-4 py-3 font-semibold text-teal-dark">
          Not spam: moved to the inbox as new{notifies ? ", and the team is being notified" : ""}.
        </p>
      )}
      <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-8">
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
          </dd>
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
        <div
          lang={message.language}
          data-testid="message-body"
          className="mt-6 border-t border-ink/10 pt-6 text-lg leading-relaxed break-words whitespace-pre-wrap"
        >
          {message.message}
        </div>
        <LeadAttributionDetails attribution={attribution} />
      </div>
      <LeadNotes notes={notes} saved={noted} draft={actionData?.noteDraft} error={actionData?.noteError} />
      <MessageActions message={message} confirmDelete={confirmDelete} />
    </article>
  );
}
