import type { LeadNote } from "~server/staff/lead-notes.server.ts";
import { DraftForm } from "./draft-form.tsx";
import { inDhaka } from "./ui/format.ts";
import { Notice } from "./ui/notice.tsx";
import { entryClasses, Panel } from "./ui/panel.tsx";

type Props = {
  notes: LeadNote[];
  /** What was typed when the note was refused, so nothing is lost, and why it was refused. */
  draft?: string;
  error?: string;
  saved: boolean;
};

/**
 * The team's notes on a lead, oldest first, and a plain form to add one (it works without
 * JavaScript). Notes are text React escapes; they keep their line breaks.
 */
export function LeadNotes({ notes, draft, error, saved }: Props) {
  return (
    <Panel id="notes" title="Internal notes" titleId="notes-title" className="mt-6" data-testid="lead-notes">
      <p className="mt-1 text-sm text-ink-soft">Only staff see these; the sender never does.</p>
      {saved && (
        <Notice tone="success" className="mt-3">
          Note saved.
        </Notice>
      )}
      {notes.length === 0 ? (
        <p className="mt-3 text-ink-soft">No notes yet.</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className={entryClasses.quiet}>
              <p className="text-sm text-ink-soft">
                <span className="font-semibold text-ink">{note.author}</span>,{" "}
                <time dateTime={note.created_at}>{inDhaka(note.created_at)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <DraftForm
        intent="note"
        name="note"
        label="Add a note"
        rows={3}
        submit="Save note"
        anchor="#notes"
        draft={draft}
        error={error}
        className="mt-4"
      />
    </Panel>
  );
}
