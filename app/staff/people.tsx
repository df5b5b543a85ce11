import { data, redirect } from "react-router";
import type { Route } from "./+types/people";
import { enrolmentLink } from "~server/staff/staff-config.ts";
import { accessNotice, setRoles, type RoleChange } from "~server/staff/staff-roles.server.ts";
import { recentlyChecked } from "~server/staff/staff-sessions.server.ts";
import {
  activeAccount,
  createInvite,
  listPendingInvites,
  listStaff,
  revokeStaff,
} from "~server/staff/staff-users.server.ts";
import type { StaffInviteDetail } from "~server/outbox/compose/compose-staff-email.server.ts";
import { requireStaff, sendsEmail, stepUpRefusal } from "~/staff/staff-request.server.ts";
import { parseForm, refuse } from "./forms/parse-form.ts";
import { peopleChangeSchema, peopleFormLists, type PeopleChange } from "./people-form.ts";
import { InviteForm, PeopleList, refusalFor, type PeopleAnswer } from "./people-list.tsx";
import { PageNotices } from "./ui/notice.tsx";
import { PageTitle } from "./ui/page-title.tsx";
import { PasskeyScript } from "./ui/passkey-parts.tsx";
import { StepUpPanel } from "./ui/step-up-panel.tsx";

/**
 * Who has access, and giving or ending it from the browser (issue 28), for admins only: the list
 * with roles, last sign-in, passkeys and state; invite by email with roles; change roles; revoke.
 * Each change needs a passkey check within 5 minutes, is audited, and is emailed to its person.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, session } = await requireStaff(request, context, { page: true, area: "people" });
  const [staff, invites] = await Promise.all([listStaff(db), listPendingInvites(db)]);
  const query = new URL(request.url).searchParams;
  const changed = query.get("changed");
  const revoked = query.get("revoked");
  return {
    me: session.email,
    staff,
    invites,
    recent: recentlyChecked(session),
    emails: sendsEmail(context),
    notice: query.has("confirmed")
      ? "Confirmed. For the next 5 minutes you can invite, change roles and revoke."
      : changed
        ? `Roles of ${changed} changed.`
        : revoked
          ? `${revoked} no longer has access: their sessions and passkeys ended.`
          : null,
  };
}

const acts: Record<PeopleChange["intent"], string> = {
  invite: "inviting someone",
  roles: "changing someone’s roles",
  revoke: "revoking someone’s access",
};

// Beside the roles where they are about them; above the card where the person is gone.
const roleRefusals: Record<Extract<RoleChange, { ok: false }>["reason"], [string, number, "roles" | null]> = {
  unknown: ["That person has no active account (they may have been revoked). Reload the page.", 404, null],
  unchanged: ["Those are already their roles: nothing changed.", 400, "roles"],
  "last admin": [
    "This is the last active admin: give someone else admin first, or nobody could manage people.",
    409,
    "roles",
  ],
};

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session, config } = await requireStaff(request, context, { area: "people" });
  const parsed = parseForm(peopleChangeSchema, await request.formData(), { lists: peopleFormLists });
  if (!parsed.ok) return refuse(parsed.values, parsed.errors);
  const { data: change, values } = parsed;
  const email = change.email.toLowerCase();
  if (!recentlyChecked(session)) return refuse(values, { form: stepUpRefusal(acts[change.intent]) }, 403);
  const notify = sendsEmail(context);
  if (change.intent === "invite") {
    if (await activeAccount(db, email)) {
      return refuse(values, { fields: { email: `${email} already has access: change their roles below.` } }, 409);
    }
    const invite = (token: string): StaffInviteDetail => ({
      invitedBy: session.email,
      roles: change.roles,
      link: enrolmentLink(config, token),
    });
    const { token, expiresAt } = await createInvite(db, email, new Date(), {
      roles: change.roles,
      actor: session.email,
      email: notify
        ? (token) => ({
            kind: "staff-invite",
            channel: "email",
            recipient: email,
            detail: JSON.stringify(invite(token)),
          })
        : undefined,
    });
    // Without email the link is shown here, once: the store keeps only its hash.
    const link = notify ? null : enrolmentLink(config, token);
    return data<PeopleAnswer>({ invited: { email, roles: change.roles, link, expiresAt } });
  }
  if (change.intent === "roles") {
    const outcome = await setRoles(db, { email, roles: change.roles, actor: session.email, notify });
    if (outcome.ok) return redirect(`/staff/people?changed=${encodeURIComponent(email)}`, 303);
    const [error, status, field] = roleRefusals[outcome.reason];
    return refuse(values, field ? { fields: { [field]: error } } : { form: error }, status);
  }
  const notice = notify ? accessNotice(email, `${session.email} ended your access to the staff area`) : undefined;
  const outcome = await revokeStaff(db, email, session.email, new Date(), notice);
  if (outcome === "revoked") return redirect(`/staff/people?revoked=${encodeURIComponent(email)}`, 303);
  const error =
    outcome === "last admin"
      ? "This is the last active admin: give someone else admin first, or nobody could manage people."
      : "Nobody with that address has access or an invite. Reload the page.";
  return refuse(values, { form: error }, outcome === "last admin" ? 409 : 404);
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const { me, staff, invites, recent, emails, notice } = loaderData;
  const answer: PeopleAnswer | undefined = actionData;
  // A refusal that no form on the page shows (its person or invite is gone since): said above them.
  const placed =
    answer?.values?.intent === "invite" || [...staff, ...invites].some(({ email }) => refusalFor(answer, email));
  const stray = answer?.errors && !placed ? (answer.errors.form ?? Object.values(answer.errors.fields)[0]) : null;
  return (
    <>
      <title>People - Staff</title>
      <PageTitle>People</PageTitle>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Who may use the staff area, and for what. Changes apply at the person’s next click, are written to the audit log
        {emails ? " and emailed to the person concerned" : ""}.
      </p>
      <PageNotices saved={notice} refused={stray} className="mt-4" />
      <StepUpPanel recent={recent} next="/staff/people?confirmed=1">
        Inviting, changing roles and revoking need a passkey check within the last 5 minutes.
      </StepUpPanel>
      <InviteForm answer={answer} emails={emails} />
      <PeopleList me={me} staff={staff} invites={invites} answer={answer} />
      <PasskeyScript />
    </>
  );
}
