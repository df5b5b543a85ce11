// @ts-check
/* global document, window, fetch, location, history */
/*
 * The staff passkey pages' only script (sign-in, enrolment, adding a passkey, "Confirm it's you").
 * Served by /staff/passkey.js after @simplewebauthn/browser's bundle, as a plain file and not a
 * Vite chunk, so public pages can never load any of it. The pages render their buttons disabled;
 * this script enables them once it knows the browser can do passkeys.
 */
(() => {
  // @ts-expect-error: the global the UMD bundle defines just before this script
  const { startAuthentication, startRegistration, browserSupportsWebAuthn } = window.SimpleWebAuthnBrowser;

  /** A refusal from the server; `confirm` when it wants a recent passkey check first. */
  class Refusal extends Error {
    /** @param {string} message @param {boolean} confirm */
    constructor(message, confirm) {
      super(message);
      this.confirm = confirm;
    }
  }

  /** POSTs JSON to a ceremony step; throws the server's explanation when refused. */
  async function post(/** @type {string} */ step, /** @type {unknown} */ body = {}) {
    const response = await fetch(`/staff/api/${step}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) {
      throw new Refusal(json.error ?? "Something went wrong. Reload the page and try again.", json.confirm === true);
    }
    return json;
  }

  // A page has one ceremony, or two (the passkeys page: "Confirm it's you" and adding one).
  for (const root of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-passkey]"))) {
    setUp(root);
  }

  function setUp(/** @type {HTMLElement} */ root) {
    const mode = root.dataset.passkey;
    const button = /** @type {HTMLButtonElement} */ (root.querySelector("button"));
    const status = /** @type {HTMLElement} */ (root.querySelector("[data-status]"));

    /** @param {string} text @param {boolean} [error] */
    const say = (text, error = false) => {
      status.textContent = text;
      status.classList.toggle("text-coral-dark", error);
    };

    /** What the browser says when the person cancels or the device refuses, in plain words. */
    const explain = (/** @type {unknown} */ error) =>
      error instanceof Error && error.name === "NotAllowedError"
        ? "The passkey request was cancelled or timed out. Try again."
        : error instanceof Error
          ? error.message
          : String(error);

    if (!window.isSecureContext) {
      say("Passkeys only work over a secure connection (https). Open the staff inbox at its https address.", true);
      return;
    }
    if (!browserSupportsWebAuthn()) {
      say("This browser cannot use passkeys. Use an up-to-date Chrome, Safari, Edge or Firefox.", true);
      return;
    }

    // The invite token: read from the fragment once, then removed from the address bar and history.
    const token = mode === "enrol" ? decodeURIComponent(location.hash.slice(1)) : "";
    if (mode === "enrol") history.replaceState(null, "", location.pathname);

    const ceremonies = {
      "sign-in": async () => {
        const { options } = await post("sign-in-options");
        const answer = await startAuthentication({ optionsJSON: options });
        say("Checking…");
        const { home } = await post("sign-in-verify", { response: answer });
        // Back to the page that asked for a sign-in (the server checked it is a staff page), or
        // to the person's own first page (the inbox for sales and admins, the content editor for editors).
        const asked = root.dataset.next && root.dataset.next !== "/staff" ? root.dataset.next : null;
        say(asked ? "Signed in. Opening the page you were on…" : "Signed in. Opening your first page…");
        location.assign(asked || home || "/staff");
      },
      enrol: async () => {
        const { options } = await post("enrol-options", { token });
        const answer = await startRegistration({ optionsJSON: options });
        say("Checking…");
        const { home } = await post("enrol-verify", { token, response: answer });
        say("Your passkey is ready. Opening your first page…");
        location.assign(home || "/staff");
      },
      add: async () => {
        const field = /** @type {HTMLInputElement} */ (root.querySelector("input[name=name]"));
        const name = field.value.trim();
        if (!name || !field.checkValidity()) {
          field.focus();
          throw new Error("Give the passkey a name, such as the device it is on.");
        }
        const { options } = await post("passkey-options", { name });
        const answer = await startRegistration({ optionsJSON: options });
        say("Checking…");
        await post("passkey-verify", { response: answer, name });
        say("Passkey added.");
        location.assign("/staff/passkeys?added=1");
      },
      // A passkey check within this session: no new session, a fresh time for adding or removing.
      confirm: async () => {
        const { options } = await post("confirm-options");
        const answer = await startAuthentication({ optionsJSON: options });
        say("Checking…");
        await post("confirm-verify", { response: answer });
        say("Confirmed.");
        // Back to the page that asked (the people page), or the passkeys page's own notice.
        location.assign(root.dataset.next || "/staff/passkeys?confirmed=1");
      },
    };
    const run = ceremonies[/** @type {keyof typeof ceremonies} */ (mode)];
    if (!run) return;

    button.addEventListener("click", async () => {
      button.disabled = true;
      say("Follow your device's prompt…");
      try {
        await run();
      } catch (error) {
        say(explain(error), true);
        button.disabled = false;
        // The last passkey check grew too old while the page was open: offer a new one.
        const check = /** @type {HTMLElement | null} */ (document.querySelector('[data-passkey="confirm"]'));
        if (error instanceof Refusal && error.confirm && check) check.hidden = false;
      }
    });

    if (mode === "enrol") {
      if (!token) return say("This page needs the full invitation link, including the part after #.", true);
      // Refuse a used or expired link before the person reaches for their phone.
      post("enrol-check", { token }).then(
        (/** @type {{ email: string }} */ { email }) => {
          const target = root.querySelector("[data-invite-email]");
          if (target) target.textContent = `For ${email}`;
          button.disabled = false;
        },
        (error) => say(explain(error), true),
      );
    } else {
      button.disabled = false;
    }
  }
})();
