import { Button, LinkButton } from "./ui/button.tsx";
import { inDhaka } from "./ui/format.ts";
import { Notice } from "./ui/notice.tsx";
import { panelClasses } from "./ui/panel.tsx";
import { TextLink } from "./ui/text-link.tsx";

export type PasskeySummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

type Props = {
  passkeys: PasskeySummary[];
  /** The passkey whose removal is being confirmed, and why an attempt was refused. */
  removing: string | null;
  error?: string;
  /** The refusal was for want of a recent passkey check: point to "Confirm it's you". */
  needsCheck?: boolean;
};

/**
 * A person's passkeys by name, each with "Remove…", which asks first (a plain form: no JavaScript
 * needed). The last one has no such button: without a passkey nobody can sign in again.
 */
export function PasskeyList({ passkeys, removing, error, needsCheck }: Props) {
  const only = passkeys.length === 1;
  return (
    <ul className="mt-6 grid gap-3" data-testid="passkey-list">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className={panelClasses.plain}>
          <h2 className="font-semibold break-words">{passkey.name}</h2>
          <p className="text-sm text-ink-soft">
            Added {inDhaka(passkey.createdAt)};{" "}
            {passkey.lastUsedAt ? `last used ${inDhaka(passkey.lastUsedAt)}` : "not used to sign in yet"}
          </p>
          {removing === passkey.id ? (
            <RemoveForm passkey={passkey} error={error} needsCheck={needsCheck} />
          ) : only ? (
            <p className="mt-2 text-sm text-ink-soft">
              Your only passkey cannot be removed: you would have no way to sign in. Add another one first.
            </p>
          ) : (
            <p className="mt-3">
              <LinkButton href={`/staff/passkeys?remove=${encodeURIComponent(passkey.id)}#remove`}>
                <span aria-hidden="true">Remove…</span>
                <span className="sr-only">Remove {passkey.name}…</span>
              </LinkButton>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function RemoveForm({ passkey, error, needsCheck }: Pick<Props, "error" | "needsCheck"> & { passkey: PasskeySummary }) {
  return (
    <form
      method="post"
      action="/staff/passkeys"
      id="remove"
      aria-labelledby="remove-title"
      className="mt-3 rounded-xl p-4 ring-2 ring-coral-dark"
    >
      <h3 id="remove-title" className="font-bold text-coral-dark">
        Remove “{passkey.name}”?
      </h3>
      <p className="mt-1 text-ink-soft">
        It will no longer sign you in. The device keeps its copy until you delete it there; this site will refuse it.
      </p>
      {error && (
        <Notice tone="error" className="mt-3">
          {error}
          {needsCheck && (
            <>
              {" "}
              <TextLink kind="inherit" href="#confirm">
                Confirm it’s you
              </TextLink>
            </>
          )}
        </Notice>
      )}
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="passkey" value={passkey.id} />
      <input type="hidden" name="confirm" value="yes" />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" variant="danger">
          Remove passkey
        </Button>
        <LinkButton href="/staff/passkeys">Keep it</LinkButton>
      </div>
    </form>
  );
}
