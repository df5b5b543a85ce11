import type { Assignable } from "~server/staff/lead-owner.server.ts";
import { Button } from "./ui/button.tsx";
import { Select } from "./ui/controls.tsx";
import { Field } from "./ui/field.tsx";
import { Panel } from "./ui/panel.tsx";

type Props = {
  owner: Assignable | null;
  staff: Assignable[];
  /** The signed-in person's id: "Assign to me" needs no choosing. */
  youId: number;
  /** Why the last change of owner was refused. */
  error?: string;
};

/**
 * Who owns the lead, and plain forms to change it (they work without JavaScript): take it, give
 * it to any active staff member, or let it go. The owner gets the reminder if it waits too long.
 */
export function LeadOwner({ owner, staff, youId, error }: Props) {
  return (
    <Panel id="owner" title="Owner" titleId="owner-title" className="mt-6">
      <p className="mt-2" data-testid="owner">
        {owner ? (
          <>
            <span className="font-semibold">{owner.id === youId ? "You" : owner.email}</span>
            {owner.id === youId && <span className="text-ink-soft"> ({owner.email})</span>}
          </>
        ) : (
          <span className="text-ink-soft">Nobody yet. Reminders go to the whole team.</span>
        )}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {owner?.id !== youId && (
          <form method="post" action="#owner">
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="assignee" value={youId} />
            <Button type="submit">Assign to me</Button>
          </form>
        )}
        {/* The list holds whole addresses: on a phone it shrinks to the card, never widens it. */}
        <form method="post" action="#owner" className="flex max-w-full min-w-0 flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="assign" />
          <Field id="assignee" label="Assign to" error={error} className="max-w-full min-w-0">
            <Select name="assignee" defaultValue={owner?.id ?? ""} width="auto">
              <option value="">Nobody</option>
              {staff.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.email}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" variant="secondary">
            Save owner
          </Button>
        </form>
      </div>
    </Panel>
  );
}
