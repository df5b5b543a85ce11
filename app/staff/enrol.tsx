import type { Route } from "./+types/enrol";
import { staffDatabase } from "~/staff/staff-request.server.ts";
import { Button } from "./ui/button.tsx";
import { PageTitle } from "./ui/page-title.tsx";
import { Panel } from "./ui/panel.tsx";
import { NoScriptNotice, PasskeyScript, PasskeyStatus } from "./ui/passkey-parts.tsx";

/**
 * The invitation link's page. The token is in the URL fragment, which never reaches the server;
 * the passkey script reads it, asks the server whether it is still valid and registers a passkey.
 */
export async function loader({ context }: Route.LoaderArgs) {
  await staffDatabase(context); // 503 now rather than a broken ceremony later
  return null;
}

export default function Enrol(_: Route.ComponentProps) {
  return (
    <Panel className="mx-auto max-w-md" data-passkey="enrol">
      <title>Create your passkey - Staff</title>
      <PageTitle>Create your passkey</PageTitle>
      <p className="mt-3 text-ink-soft">
        Your invitation lets you create a passkey for the staff inbox on this device. Your phone or computer will ask
        for your fingerprint, face or PIN. The link works once, for 24 hours.
      </p>
      <p data-invite-email className="mt-3 font-semibold text-ink" />
      <Button type="button" disabled className="mt-6 w-full">
        Create a passkey
      </Button>
      <PasskeyStatus />
      <NoScriptNotice />
      <PasskeyScript />
    </Panel>
  );
}
