import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/passkeys";
import {
  listCredentials,
  passkeyNameMaxLength,
  removePasskey,
  suggestedPasskeyName,
  type Removal,
} from "~server/staff/staff-credentials.server.ts";
import { recentCheckRefusal, requireStaff, sendsEmail } from "~/staff/staff-request.server.ts";
import { recentlyChecked } from "~server/staff/staff-sessions.server.ts";
import { parseForm, refusal, refuse, typed } from "./forms/parse-form.ts";
import { PasskeyList } from "./passkey-list.tsx";
import { Button } from "./ui/button.tsx";
import { Input } from "./ui/controls.tsx";
import { Field } from "./ui/field.tsx";
import { PageNotices } from "./ui/notice.tsx";
import { PageTitle } from "./ui/page-title.tsx";
import { Panel } from "./ui/panel.tsx";
import { NoScriptNotice, PasskeyScript, PasskeyStatus } from "./ui/passkey-parts.tsx";
import { StepUpPanel } from "./ui/step-up-panel.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, session } = await requireStaff(request, context, { page: true, area: "own account" });
  const passkeys = (await listCredentials(db, session.userId)).map(({ id, name, createdAt, lastUsedAt }) => ({
    id,
    name,
    createdAt,
    lastUsedAt,
  }));
  const query = new URL(request.url).searchParams;
  return {
    email: session.email,
    passkeys,
    recent: recentlyChecked(session),
    suggestedName: suggestedPasskeyName(passkeys.map(({ name }) => name)),
    removing: query.get("remove"),
    notice: query.has("removed") ? "Passkey removed." : query.has("added") ? "Passkey added." : null,
    confirmed: query.has("confirmed"),
    emails: sendsEmail(context),
    nameMaxLength: passkeyNameMaxLength,
  };
}

const removalRefusals: Record<Extract<Removal, { ok: false }>["reason"], string> = {
  last: "This is your only passkey: without it you could not sign in again. Add another passkey first, then remove this one.",
  unknown: "That passkey is not on your account (it may have been removed already). Reload the page.",
};

/** The page's one form: removing a passkey, asked for first (a link), then confirmed (confirm=yes). */
const passkeyChangeSchema = z.object({
  intent: z.literal("remove"),
  passkey: z.string().min(1).max(200),
  confirm: z.string().optional(),
});

/** Removal, a plain POST once the confirmation was shown; it needs a passkey check within 5 minutes. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = await requireStaff(request, context, { area: "own account" });
  const parsed = parseForm(passkeyChangeSchema, await request.formData());
  if (!parsed.ok) return refuse(parsed.values, parsed.errors);
  const { data: change, values } = parsed;
  if (change.confirm !== "yes") {
    return redirect(`/staff/passkeys?remove=${encodeURIComponent(change.passkey)}#remove`, 303);
  }
  if (!recentlyChecked(session)) {
    // The refusal points to "Confirm it's you" on the same page.
    return data({ ...refusal(values, { form: recentCheckRefusal }), needsCheck: true }, { status: 403 });
  }
  const notify = sendsEmail(context);
  const removal = await removePasskey(db, session, change.passkey, { notify });
  if (!removal.ok)
    return refuse(values, { form: removalRefusals[removal.reason] }, removal.reason === "last" ? 409 : 404);
  return redirect("/staff/passkeys?removed=1", 303);
}

/**
 * A second passkey (another phone, a laptop) means losing one device does not lock a person out.
 * Adding or removing one needs a passkey check within 5 minutes: "Confirm it's you" is offered
 * when the last one is older (and revealed by the script when it grows old while the page is open).
 */
export default function Passkeys({ loaderData, actionData }: Route.ComponentProps) {
  const { email, passkeys, recent, suggestedName, removing, notice, confirmed, emails, nameMaxLength } = loaderData;
  const refused = typed(actionData?.values, "passkey");
  // A refusal about a passkey no longer listed (removed in another tab) has no form to stand beside.
  const stray = actionData && !passkeys.some(({ id }) => id === refused) ? actionData.errors.form : null;
  return (
    <div className="mx-auto max-w-2xl">
      <title>Passkeys - Staff</title>
      <PageTitle>Your passkeys</PageTitle>
      <p className="mt-2 text-ink-soft">
        Signed in as {email}.{emails && " Every passkey added to or removed from your account is emailed to you."}
      </p>
      <PageNotices
        saved={confirmed ? "Confirmed. For the next 5 minutes you can add or remove passkeys." : notice}
        refused={stray}
        className="mt-4"
      />
      <PasskeyList
        passkeys={passkeys}
        removing={actionData ? refused : removing}
        error={actionData?.errors.form}
        needsCheck={actionData && "needsCheck" in actionData}
      />
      <StepUpPanel recent={recent}>
        Adding or removing a passkey needs a passkey check within the last 5 minutes. Use one of your passkeys now.
      </StepUpPanel>
      <Panel hidden={!recent} title="Add a passkey" titleId="add-title" className="mt-6" data-passkey="add">
        <p className="mt-2 text-ink-soft">Add one on another device, so that losing a phone does not lock you out.</p>
        <Field
          id="passkey-name"
          label="Name"
          help={<>So you can tell your passkeys apart, such as “Work laptop” (up to {nameMaxLength} characters).</>}
          required
          className="mt-4"
        >
          <Input name="name" maxLength={nameMaxLength} defaultValue={suggestedName} autoComplete="off" />
        </Field>
        <Button type="button" disabled className="mt-4">
          Add a passkey
        </Button>
        <PasskeyStatus />
        <NoScriptNotice />
      </Panel>
      <PasskeyScript />
    </div>
  );
}
