import { redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { returnPath } from "~server/staff/staff-paths.ts";
import { currentSession, staffDatabase } from "~/staff/staff-request.server.ts";
import { staffHome } from "~server/staff/staff-roles.ts";
import { Button } from "./ui/button.tsx";
import { PageTitle } from "./ui/page-title.tsx";
import { Panel } from "./ui/panel.tsx";
import { NoScriptNotice, PasskeyScript, PasskeyStatus } from "./ui/passkey-parts.tsx";

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
    <Panel className="mx-auto max-w-md" data-passkey="sign-in" data-next={loaderData.next}>
      <title>Sign in - Staff</title>
      <PageTitle>Sign in to the staff inbox</PageTitle>
      <p className="mt-3 text-ink-soft">
        Use the passkey you created from your invitation link: your phone or computer asks for your fingerprint, face or
        PIN. There is no password.
      </p>
      <Button type="button" disabled className="mt-6 w-full">
        Sign in with a passkey
      </Button>
      <PasskeyStatus />
      <NoScriptNotice />
      <p className="mt-4 text-sm text-ink-soft">
        Lost your passkey or new here? Ask the person who manages staff access for an invitation link.
      </p>
      <PasskeyScript />
    </Panel>
  );
}
