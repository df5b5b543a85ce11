import { redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { returnPath } from "~server/staff/staff-paths.ts";
import { currentSession, staffDatabase } from "~/staff/staff-request.server.ts";
import { staffHome } from "~server/staff/staff-roles.ts";
import { buttonClass, NoScriptNotice, panelClass, PasskeyStatus } from "./staff-ui.tsx";

/**
 * Where to go once signed in: the staff page that sent the person here (`?next=`, checked by
 * returnPath), or the person's first page (staffHome). Someone already signed in goes there at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const next = returnPath(new URL(request.url).searchParams.get("next"));
  const session = await currentSession(request, await staffDatabase(context));
  if (session) throw redirect(next === "/staff" ? staffHome(session.roles) : next);
  return { next };
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return (
    <section className={`${panelClass} mx-auto max-w-md`} data-passkey="sign-in" data-next={loaderData.next}>
      <title>Sign in - Staff</title>
      <h1 className="text-2xl font-bold text-teal-deep">Sign in to the staff inbox</h1>
      <p className="mt-3 text-ink-soft">
        Use the passkey you created from your invitation link: your phone or computer asks for your fingerprint, face or
        PIN. There is no password.
      </p>
      <button type="button" disabled className={`${buttonClass} mt-6 w-full`}>
        Sign in with a passkey
      </button>
      <PasskeyStatus />
      <NoScriptNotice />
      <p className="mt-4 text-sm text-ink-soft">
        Lost your passkey or new here? Ask the person who manages staff access for an invitation link.
      </p>
      <script src="/staff/passkey.js" defer />
    </section>
  );
}
