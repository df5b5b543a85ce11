import type { PendingInvite, StaffSummary } from "~server/staff/staff-users.server.ts";
import { roleDescriptions, staffRoles, type StaffRole } from "~server/staff/staff-roles.ts";
import { listed, refusalOf, typed, type FormRefusal } from "./forms/parse-form.ts";
import { cn } from "~/lib/cn.ts";
import { Button } from "./ui/button.tsx";
import { Checkbox, Input } from "./ui/controls.tsx";
import { Detail, DetailList } from "./ui/detail-list.tsx";
import { Field, FieldGroup } from "./ui/field.tsx";
import { inDhaka } from "./ui/format.ts";
import { Notice } from "./ui/notice.tsx";
import { Panel, panelClasses } from "./ui/panel.tsx";

/** What the people page's action answers: a refusal (the form's values say whose), or a new invite. */
export type PeopleAnswer = Partial<FormRefusal> & {
  invited?: { email: string; roles: StaffRole[]; link: string | null; expiresAt: string };
};

/** The refusal of a change to this person's (or invite's) access, if the last post was one. */
export function refusalFor(answer: PeopleAnswer | undefined, email: string) {
  const refusal = refusalOf(answer, "roles") ?? refusalOf(answer, "revoke");
  return refusal && typed(refusal.values, "email").toLowerCase() === email ? refusal : undefined;
}

/** The role boxes of one form; ids are unique per form (`prefix`), each says what its role may do. */
function RoleBoxes(props: { prefix: string; legend: string; held: readonly string[]; error?: string }) {
  const { prefix, legend, held, error } = props;
  return (
    <FieldGroup legend={legend} error={error}>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {staffRoles.map((role) => (
          <Checkbox
            key={role}
            id={`${prefix}-${role}`}
            name="roles"
            value={role}
            defaultChecked={held.includes(role)}
            label={role}
            description={roleDescriptions[role]}
            row="framed"
          />
        ))}
      </div>
    </FieldGroup>
  );
}

export function InviteForm({ answer, emails }: { answer: PeopleAnswer | undefined; emails: boolean }) {
  const invited = answer?.invited;
  const refusal = refusalOf(answer, "invite");
  return (
    <Panel title="Invite someone" titleId="invite-title" className="mt-6 wrap-anywhere">
      {invited && (
        <Notice tone="success" className="mt-4">
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
        </Notice>
      )}
      {refusal?.errors.form && (
        <Notice tone="error" className="mt-4">
          {refusal.errors.form}
        </Notice>
      )}
      <form method="post" className="mt-4">
        <input type="hidden" name="intent" value="invite" />
        <Field id="invite-email" label="Email address" required error={refusal?.errors.fields.email}>
          <Input name="email" type="email" autoComplete="off" defaultValue={typed(refusal?.values, "email")} />
        </Field>
        <div className="mt-4">
          <RoleBoxes
            prefix="invite"
            legend="Roles"
            held={listed(refusal?.values, "roles")}
            error={refusal?.errors.fields.roles}
          />
        </div>
        <p className="mt-3 text-sm text-ink-soft">
          {emails
            ? "The link is emailed to them."
            : "No email is set up: the link is shown here once, to send yourself."}
        </p>
        <Button type="submit" className="mt-4">
          Invite
        </Button>
      </form>
    </Panel>
  );
}

const stateOf = (person: StaffSummary) =>
  person.revoked_at ? `Revoked ${inDhaka(person.revoked_at)}` : person.passkeys === 0 ? "No passkey" : "Active";

function PersonCard({ person, me, answer }: { person: StaffSummary; me: string; answer: PeopleAnswer | undefined }) {
  const id = `person-${person.id}`;
  const refusal = refusalFor(answer, person.email);
  const roles = refusal?.values.intent === "roles" ? refusal : undefined;
  return (
    <li className={cn(panelClasses.plain, "min-w-0")} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="font-bold break-all text-teal-deep">
        {person.email}
        {person.email === me && " (you)"}
      </h3>
      <DetailList density="compact" className="mt-2">
        <Detail term="State" tone="strong">
          {stateOf(person)}
        </Detail>
        <Detail term="Roles">{person.roles.join(", ") || "none"}</Detail>
        <Detail term="Passkeys">{person.passkeys}</Detail>
        <Detail term="Last sign-in">{person.last_sign_in ? inDhaka(person.last_sign_in) : "never"}</Detail>
      </DetailList>
      {refusal?.errors.form && (
        <Notice tone="error" className="mt-3">
          {refusal.errors.form}
        </Notice>
      )}
      {!person.revoked_at && (
        <>
          <form method="post" className="mt-4">
            <input type="hidden" name="intent" value="roles" />
            <input type="hidden" name="email" value={person.email} />
            <RoleBoxes
              prefix={id}
              legend={`Roles of ${person.email}`}
              held={roles ? listed(roles.values, "roles") : person.roles}
              error={roles?.errors.fields.roles}
            />
            <Button type="submit" variant="secondary" className="mt-3">
              Save roles
            </Button>
          </form>
          <RevokeForm email={person.email} id={id} label="Revoke access" refusal={refusal} />
        </>
      )}
    </li>
  );
}

function RevokeForm(props: { email: string; id: string; label: string; refusal: FormRefusal | undefined }) {
  const { email, id, label, refusal } = props;
  const error = refusal?.values.intent === "revoke" ? refusal.errors.fields.confirm : undefined;
  return (
    <form method="post" className="mt-4 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="email" value={email} />
      <Checkbox
        id={`${id}-confirm`}
        name="confirm"
        value="yes"
        required
        tone="danger"
        label={`End ${email}’s access now`}
        error={error}
      />
      <Button type="submit" variant="danger">
        {label}
      </Button>
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
        {invites.map((invite, index) => {
          const refusal = refusalFor(answer, invite.email);
          return (
            <li
              key={invite.email}
              className={cn(panelClasses.plain, "min-w-0")}
              aria-labelledby={`invite-${index}-name`}
            >
              <h3 id={`invite-${index}-name`} className="font-bold break-all text-teal-deep">
                {invite.email}
              </h3>
              <p className="mt-2 text-sm">
                <span className="font-semibold">Invited</span> as {invite.roles.join(", ")}; the link expires{" "}
                {inDhaka(invite.expires_at)}.
              </p>
              {refusal?.errors.form && (
                <Notice tone="error" className="mt-3">
                  {refusal.errors.form}
                </Notice>
              )}
              <RevokeForm email={invite.email} id={`invite-${index}`} label="Cancel the invite" refusal={refusal} />
            </li>
          );
        })}
        {staff.map((person) => (
          <PersonCard key={person.id} person={person} me={me} answer={answer} />
        ))}
      </ul>
    </section>
  );
}
