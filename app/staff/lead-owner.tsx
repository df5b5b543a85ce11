import type { Assignable } from "~server/staff/lead-owner.server.ts";
import { buttonClass, inputClass, panelClass, secondaryButtonClass } from "./staff-ui.tsx";

type Props = {
  owner: Assignable | null;
  staff: Assignable[];
  /** The signed-in person's id: "Assign to me" needs no choosing. */
  youId: number;
};

/**
 * Who owns the lead, and plain forms to change it (they work without JavaScript): take it, give
 * it to any active staff member, or let it go. The owner gets the reminder if it waits too long.
 */
export function LeadOwner({ owner, staff, youId }: Props) {
  return (
    <section id="owner" aria-labelledby="owner-title" className={`${panelClass} mt-6`}>
      <h2 id="owner-title" className="text-lg font-bold text-teal-deep">
        Owner
      </h2>
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
            <button type="submit" className={buttonClass}>
              Assign to me
            </button>
          </form>
        )}
        <form method="post" action="#owner" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="assign" />
          <div>
            <label htmlFor="assignee" className="mb-1 block text-sm font-semibold">
              Assign to
            </label>
            <select id="assignee" name="assignee" defaultValue={owner?.id ?? ""} className={`${inputClass} w-auto`}>
              <option value="">Nobody</option>
              {staff.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.email}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={secondaryButtonClass}>
            Save owner
          </button>
        </form>
      </div>
    </section>
  );
}
