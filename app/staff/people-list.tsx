import type { PendingInvite, StaffSummary } from "~server/staff/staff-users.server.ts";
import { roleDescriptions, staffRoles, type StaffRole } from "~server/staff/staff-roles.ts";
import {
  buttonClass,
  dangerButtonClass,
  errorClass,
  inDhaka,
  inputClass,
  NoScriptNotice,
  noticeClass,
  panelClass,
  PasskeyStatus,
  secondaryButtonClass,
} from "./staff-ui.tsx";

/** What the people page's action answers: a refusal (about `email`, if any), or a new invite. */
export type PeopleAnswer = {
  error?: string;
  email?: string;
  invited?: { email: string; roles: StaffRole[]; link: string | null; expiresAt: string };
};

/** The role boxes of one form; ids are unique per form (`prefix`), labels say what each role may do. */
function RoleBoxes({ prefix, held }: { prefix: string; held: readonly StaffRole[] }) {
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      {staffRoles.map((role) => (
        <div key={role} className="flex min-h-11 items-start gap-3 rounded-xl p-2 ring-1 ring-ink/10">
          <input
            id={`${prefix}-${role}`}
            type="checkbox"
            name="roles"
            value={role}
            defaultChecked={held.includes(role)}
            aria-describedby={`${prefix}-${role}-what`}
            className="mt-1 size-5 shrink-0 accent-teal-deep"
          />
          <span>
            <label htmlFor={`${prefix}-${role}`} className="font-semibold">
              {role}
            </label>
            <span id={`${prefix}-${role}-what`} className="block text-sm text-ink-soft">
              {roleDescriptions[role]}
            </span>
          </span>
        </div>
      ))}
    </div>
  );
}

/** "Confirm it's you", shown when the last passkey check is older than 5 minutes; the script comes back here. */
export function StepUpPanel({ recent }: { recent: boolean }) {
  return (
    <>
      <section
        hidden={recent}
        aria-labelledby="confirm-title"
        className={`${panelClass} mt-6`}
        data-passkey="confirm"
        data-next="/staff/people?confirmed=1"
      >
        <h2 id="confirm-title" className="text-lg font-bold text-teal-deep">
          Confirm it’s you
        </h2>
        <p className="mt-2 text-ink-soft">
          Inviting, changing roles and revoking need a passkey check within the last 5 minutes.
        </p>
        <button type="button" disabled className={`${buttonClass} mt-4`}>
          Confirm it’s you
        </button>
        <PasskeyStatus />
        <NoScriptNotice />
      </section>
      <script src="/staff/passkey.js" defer />
    </>
  );
}

export function InviteForm({ answer, emails }: { answer: PeopleAnswer | undefined; emails: boolean }) {
  const invited = answer?.invited;
  const error = answer?.error && !answer.email ? answer.error : null;
  return (
    <section aria-labelledby="invite-title" className={`${panelClass} mt-6 wrap-anywhere`}>
      <h2 id="invite-title" className="text-lg font-bold text-teal-deep">
        Invite someone
      </h2>
      {invited && (
        <div role="status" className={`mt-4 ${noticeClass}`}>
          {invited.link === null ? (
            <p>
              Invite emailed to {invited.email} ({invited.roles.join(", ")}). The link works once, for 24 hours.
            </p>
          ) : (
            <>
              <p>
                Invite for {invited.email} ({invited.roles.join(", ")}). Send them this link yourself; it is shown only
                now, works once and expires {inDhaka(invited.expiresAt)}:
              </p>
              <p className="mt-2 font-mono text-sm break-all" data-invite-link>
                {invited.link}
              </p>
            </>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className={`mt-4 ${errorClass}`}>
          {error}
        </p>
      )}
      <form method="post" className="mt-4">
        <input type="hidden" name="intent" value="invite" />
        <label htmlFor="invite-email" className="block font-semibold">
          Email address
        </label>
        <input
          id="invite-email"
          name="email"
          type="email"
          required
          autoComplete="off"
          className={`${inputClass} mt-2`}
        />
        <fieldset className="mt-4">
          <legend className="font-semibold">Roles</legend>
          <RoleBoxes prefix="invite" held={[]} />
        </fieldset>
        <p className="mt-3 text-sm text-ink-soft">
          {emails
            ? "The link is emailed to them."
            : "No email is set up: the link is shown here once, to send yourself."}
        </p>
        <button type="submit" className={`${buttonClass} mt-4`}>
          Invite
        </button>
      </form>
    </section>
  );
}

const stateOf = (person: StaffSummary) =>
  person.revoked_at ? `Revoked ${inDhaka(person.revoked_at)}` : person.passkeys === 0 ? "No passkey" : "Active";

function PersonCard({ person, me, answer }: { person: StaffSummary; me: string; answer: PeopleAnswer | undefined }) {
  const id = `person-${person.id}`;
  const error = answer?.email === person.email ? answer.error : null;
  return (
    <li className={`${panelClass} min-w-0`} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="font-bold break-all text-teal-deep">
        {person.email}
        {person.email === me && " (you)"}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-soft">State</dt>
        <dd className="font-semibold">{stateOf(person)}</dd>
        <dt className="text-ink-soft">Roles</dt>
        <dd>{person.roles.join(", ") || "none"}</dd>
        <dt className="text-ink-soft">Passkeys</dt>
        <dd>{person.passkeys}</dd>
        <dt className="text-ink-soft">Last sign-in</dt>
        <dd>{person.last_sign_in ? inDhaka(person.last_sign_in) : "never"}</dd>
      </dl>
      {error && (
        <p role="alert" className={`mt-3 ${errorClass}`}>
          {error}
        </p>
      )}
      {!person.revoked_at && (
        <>
          <form method="post" className="mt-4">
            <input type="hidden" name="intent" value="roles" />
            <input type="hidden" name="email" value={person.email} />
            <fieldset>
              <legend className="font-semibold wrap-anywhere">Roles of {person.email}</legend>
              <RoleBoxes prefix={id} held={person.roles} />
            </fieldset>
            <button type="submit" className={`${secondaryButtonClass} mt-3`}>
              Save roles
            </button>
          </form>
          <RevokeForm email={person.email} id={id} label="Revoke access" />
        </>
      )}
    </li>
  );
}

function RevokeForm({ email, id, label }: { email: string; id: string; label: string }) {
  return (
    <form method="post" className="mt-4 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="email" value={email} />
      <label htmlFor={`${id}-confirm`} className="flex min-h-11 items-center gap-2">
        <input
          id={`${id}-confirm`}
          type="checkbox"
          name="confirm"
          value="yes"
          required
          className="size-5 shrink-0 accent-coral-dark"
        />
        <span className="min-w-0 wrap-anywhere">End {email}’s access now</span>
      </label>
      <button type="submit" className={dangerButtonClass}>
        {label}
      </button>
    </form>
  );
}

export function PeopleList(props: {
  me: string;
  staff: StaffSummary[];
  invites: PendingInvite[];
  answer: PeopleAnswer | undefined;
}) {
  const { me, staff, invites, answer } = props;
  return (
    <section aria-labelledby="people-title" className="mt-8 wrap-anywhere">
      <h2 id="people-title" className="text-xl font-bold text-teal-deep">
        Staff ({staff.filter((person) => !person.revoked_at).length} active)
      </h2>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {invites.map((invite, index) => (
          <li key={invite.email} className={`${panelClass} min-w-0`} aria-labelledby={`invite-${index}-name`}>
            <h3 id={`invite-${index}-name`} className="font-bold break-all text-teal-deep">
              {invite.email}
            </h3>
            <p className="mt-2 text-sm">
              <span className="font-semibold">Invited</span> as {invite.roles.join(", ")}; the link expires{" "}
              {inDhaka(invite.expires_at)}.
            </p>
            {answer?.email === invite.email && answer.error && (
              <p role="alert" className={`mt-3 ${errorClass}`}>
                {answer.error}
              </p>
            )}
            <RevokeForm email={invite.email} id={`invite-${index}`} label="Cancel the invite" />
          </li>
        ))}
        {staff.map((person) => (
          <PersonCard key={person.id} person={person} me={me} answer={answer} />
        ))}
      </ul>
    </section>
  );
}
