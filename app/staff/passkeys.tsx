import type { Route } from "./+types/passkeys";
import { listCredentials } from "~/server/staff/staff-credentials.server.ts";
import { requireStaff } from "~/server/staff/staff-request.server.ts";
import { buttonClass, inDhaka, NoScriptNotice, PageTitle, panelClass, PasskeyStatus } from "./staff-ui.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, session } = await requireStaff(request, context, { page: true });
  const passkeys = await listCredentials(db, session.userId);
  return { email: session.email, passkeys: passkeys.map(({ createdAt, lastUsedAt }) => ({ createdAt, lastUsedAt })) };
}

/** A second passkey (another phone, a laptop) means losing one device does not lock a person out. */
export default function Passkeys({ loaderData }: Route.ComponentProps) {
  const { email, passkeys } = loaderData;
  return (
    <div className="mx-auto max-w-2xl">
      <title>Passkeys - Staff</title>
      <PageTitle>Your passkeys</PageTitle>
      <p className="mt-2 text-ink-soft">Signed in as {email}.</p>
      <ul className="mt-6 grid gap-3">
        {passkeys.map((passkey, index) => (
          <li key={passkey.createdAt} className={panelClass}>
            <p className="font-semibold">Passkey {index + 1}</p>
            <p className="text-sm text-ink-soft">
              Created {inDhaka(passkey.createdAt)};{" "}
              {passkey.lastUsedAt ? `last used ${inDhaka(passkey.lastUsedAt)}` : "not used to sign in yet"}
            </p>
          </li>
        ))}
      </ul>
      <section className={`${panelClass} mt-6`} data-passkey="add">
        <h2 className="text-lg font-bold text-teal-deep">Add a passkey</h2>
        <p className="mt-2 text-ink-soft">Add one on another device, so that losing a phone does not lock you out.</p>
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
