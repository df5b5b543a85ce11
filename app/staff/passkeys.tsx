import { data, redirect } from "react-router";
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
import { PasskeyList } from "./passkey-list.tsx";
import { buttonClass, inputClass, NoScriptNotice, PageTitle, panelClass, PasskeyStatus } from "./staff-ui.tsx";

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

/** Removal, a plain POST once the confirmation was shown; it needs a passkey check within 5 minutes. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = await requireStaff(request, context, { area: "own account" });
  const form = await request.formData();
  if (form.get("intent") !== "remove") throw data("Unknown change.", { status: 400 });
  const passkey = String(form.get("passkey") ?? "");
  if (form.get("confirm") !== "yes")
    return redirect(`/staff/passkeys?remove=${encodeURIComponent(passkey)}#remove`, 303);
  if (!recentlyChecked(session)) {
    return data({ passkey, error: recentCheckRefusal, needsCheck: true }, { status: 403 });
  }
  const notify = sendsEmail(context);
  const removal = await removePasskey(db, session, passkey, { notify });
  if (!removal.ok) {
    const status = removal.reason === "last" ? 409 : 404;
    return data({ passkey, error: removalRefusals[removal.reason], needsCheck: false }, { status });
  }
  return redirect("/staff/passkeys?removed=1", 303);
}

/**
 * A second passkey (another phone, a laptop) means losing one device does not lock a person out.
 * Adding or removing one needs a passkey check within 5 minutes: "Confirm it's you" is offered
 * when the last one is older (and revealed by the script when it grows old while the page is open).
 */
export default function Passkeys({ loaderData, actionData }: Route.ComponentProps) {
  const { email, passkeys, recent, suggestedName, removing, notice, confirmed, emails, nameMaxLength } = loaderData;
  return (
    <div className="mx-auto max-w-2xl">
      <title>Passkeys - Staff</title>
      <PageTitle>Your passkeys</PageTitle>
      <p className="mt-2 text-ink-soft">
        Signed in as {email}.{emails && " Every passkey added to or removed from your account is emailed to you."}
      </p>
      {(notice || confirmed) && (
        <p role="status" className="mt-4 rounded-xl bg-mint px-4 py-3 font-semibold text-teal-dark">
          {confirmed ? "Confirmed. For the next 5 minutes you can add or remove passkeys." : notice}
        </p>
      )}
      <PasskeyList
        passkeys={passkeys}
        removing={actionData?.passkey ?? removing}
        error={actionData?.error}
        needsCheck={actionData?.needsCheck}
      />
      <section
        id="confirm"
        hidden={recent}
        aria-labelledby="confirm-title"
        className={`${panelClass} mt-6`}
        data-passkey="confirm"
      >
        <h2 id="confirm-title" className="text-lg font-bold text-teal-deep">
          Confirm it’s you
        </h2>
        <p className="mt-2 text-ink-soft">
          Adding or removing a passkey needs a passkey check within the last 5 minutes. Use one of your passkeys now.
        </p>
        <button type="button" disabled className={`${buttonClass} mt-4`}>
          Confirm it’s you
        </button>
        <PasskeyStatus />
        <NoScriptNotice />
      </section>
      <section hidden={!recent} aria-labelledby="add-title" className={`${panelClass} mt-6`} data-passkey="add">
        <h2 id="add-title" className="text-lg font-bold text-teal-deep">
          Add a passkey
        </h2>
        <p className="mt-2 text-ink-soft">Add one on another device, so that losing a phone does not lock you out.</p>
        <label htmlFor="passkey-name" className="mt-4 block font-semibold">
          Name
        </label>
        <p id="passkey-name-hint" className="text-sm text-ink-soft">
          So you can tell your passkeys apart, such as “Work laptop” (up to {nameMaxLength} characters).
        </p>
        <input
          id="passkey-name"
          name="name"
          required
          maxLength={nameMaxLength}
          defaultValue={suggestedName}
          aria-describedby="passkey-name-hint"
          autoComplete="off"
          className={`${inputClass} mt-2`}
        />
        <button type="button" disabled className={`${buttonClass} mt-4`}>
          Add a passkey
        </button>
        <PasskeyStatus />
        <NoScriptNotice />
      </section>
      <script src="/staff/passkey.js" defer />
    </div>
  );
}
