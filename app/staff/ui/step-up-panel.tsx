import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Panel } from "./panel.tsx";
import { NoScriptNotice, PasskeyStatus } from "./passkey-parts.tsx";

type Props = {
  /** The last passkey check is recent: hidden (the script reveals it if the check grows old). */
  recent: boolean;
  /** Where the script goes once confirmed; by default the passkeys page's own notice. */
  next?: string;
  /** What needs the check, in a sentence. */
  children: ReactNode;
};

/**
 * "Confirm it's you": a passkey check within this session, asked for when the last one is older
 * than 5 minutes and a change needs a fresh one. `#confirm` is its anchor (a refusal links to it);
 * the page loads the passkey script once (PasskeyScript).
 */
export function StepUpPanel({ recent, next, children }: Props) {
  return (
    <Panel
      id="confirm"
      hidden={recent}
      title="Confirm it’s you"
      titleId="confirm-title"
      className="mt-6"
      data-passkey="confirm"
      data-next={next}
    >
      <p className="mt-2 text-ink-soft">{children}</p>
      <Button type="button" disabled className="mt-4">
        Confirm it’s you
      </Button>
      <PasskeyStatus />
      <NoScriptNotice />
    </Panel>
  );
}
