import { Notice } from "./notice.tsx";

/**
 * Where the passkey script reports progress and errors; a live region so screen readers hear it.
 * No colour of its own: the script adds text-coral-dark to an error (a second colour here would
 * decide which wins by the stylesheet's order).
 */
export function PasskeyStatus() {
  return <p data-status role="status" aria-live="polite" className="mt-4 min-h-6 font-semibold" />;
}

/** Passkeys are a browser API: without JavaScript the pages say so instead of a dead button. */
export function NoScriptNotice() {
  return (
    <noscript>
      <Notice tone="error" live="off" className="mt-4">
        Passkeys need JavaScript. Turn JavaScript on for this site, then reload the page.
      </Notice>
    </noscript>
  );
}

/** /staff/passkey.js, once a page: it sets up every `data-passkey` section of the page. */
export function PasskeyScript() {
  return <script src="/staff/passkey.js" defer />;
}
