// @ts-check
/* global document, window, localStorage, fetch, DOMParser, FormData, URL, URLSearchParams, setTimeout, clearTimeout, CSS */
/*
 * Part of the content editor's script (/staff/content-editor.js). Nothing typed into a record's
 * form is lost:
 * - a draft saves itself a few seconds after typing stops, through the form's own Save draft (the
 *   same POST, the same checks), and says so ("Saved 10:42");
 * - until it is saved, leaving the page asks first;
 * - what was typed is also kept in this browser (localStorage) until a save succeeds, so that a
 *   session that ended, a closed tab or a lost connection leaves it to restore on the next visit.
 * A save the server refuses (a problem in a field, a colleague's newer save, an ended session) is
 * not retried: the status says why and what to do, and Save draft shows the details beside the fields.
 */
(() => {
  const form = /** @type {HTMLFormElement | null} */ (document.querySelector("form[data-record-form]"));
  const status = form?.querySelector("[data-autosave-status]");
  if (!form || !status) return;
  // Long enough that a pause between words does not save, short enough that little is ever unsaved.
  const quietMs = 3000;
  const backupKey = `draft-backup:${window.location.pathname}`;

  /** The form's fields as a query string: what is compared and kept. Controls ($…) and files are left out. */
  const fields = () => {
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(form))
      if (typeof value === "string" && !name.startsWith("$")) values.append(name, value);
    return values.toString();
  };
  let saved = form.dataset.unsaved === "true" ? "" : fields();
  let timer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  let submitting = false;
  const dirty = () => fields() !== saved;
  const time = () => new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" }).format(new Date());
  const say = (/** @type {string} */ text) => (status.textContent = text);

  function keepBackup() {
    try {
      // `base`: what the form held before these changes, so that a restore brings back only them.
      if (dirty())
        localStorage.setItem(
          backupKey,
          JSON.stringify({ at: new Date().toISOString(), base: saved, fields: fields() }),
        );
      else localStorage.removeItem(backupKey);
    } catch {
      // Storage full or refused (a private window): the autosave still runs.
    }
  }

  async function save() {
    if (submitting || !dirty()) return;
    const sent = fields();
    say("Saving…");
    const body = new FormData(form);
    body.set("$intent", "save");
    try {
      const response = await fetch(window.location.pathname, { method: "POST", body, credentials: "same-origin" });
      const url = new URL(response.url);
      if (response.ok && url.pathname === window.location.pathname && url.searchParams.has("saved")) {
        const mergedWith = url.searchParams.get("merged");
        // Merged with a colleague's save: the form still names the revision and the record it was
        // loaded with, so that the next save merges again rather than overwrite their fields,
        // which this form does not show until it is reloaded.
        if (!mergedWith) adoptSaved(new DOMParser().parseFromString(await response.text(), "text/html"));
        saved = sent;
        keepBackup();
        const note = mergedWith ? `, together with ${mergedWith}’s changes (reload to see them)` : "";
        say(dirty() ? "Changes not saved yet" : `Saved ${time()}${note}`);
      } else if (response.status === 409) {
        say("Not saved automatically: someone else saved this record meanwhile. Press Save draft to compare.");
      } else if (response.status === 400) {
        say("Not saved automatically: a field needs fixing. Press Save draft to see which.");
      } else if (url.pathname.startsWith("/staff/sign-in") || response.status === 401 || response.status === 403) {
        say("Not saved: your session has ended. Sign in again in a new tab; what you typed is kept in this browser.");
      } else {
        say(
          `Not saved automatically (the server answered ${response.status}); what you typed is kept in this browser.`,
        );
      }
    } catch {
      say(
        "Not saved: the site could not be reached. What you typed is kept in this browser; it saves when you press Save draft.",
      );
    }
  }

  /** The revision and the record the saved page names: what the next save is made against. */
  function adoptSaved(/** @type {Document} */ page) {
    for (const name of ["$revision", "$base"]) {
      const theirs = /** @type {HTMLInputElement | null} */ (
        page.querySelector(`form[data-record-form] input[name="${name}"]`)
      );
      const ours = /** @type {HTMLInputElement | null} */ (form?.querySelector(`input[name="${name}"]`));
      if (theirs && ours) ours.value = theirs.value;
    }
  }

  /** @type {Promise<void> | undefined} */
  let inFlight;
  /** One save at a time: each names the revision the one before it made. */
  function queueSave() {
    const current = (inFlight ?? Promise.resolve()).then(save);
    inFlight = current;
    void current.finally(() => {
      if (inFlight === current) inFlight = undefined;
    });
  }

  function changed() {
    keepBackup();
    if (!dirty()) return;
    say("Changes not saved yet");
    clearTimeout(timer);
    timer = setTimeout(queueSave, quietMs);
  }
  form.addEventListener("input", changed);
  form.addEventListener("change", changed);
  form.addEventListener("submit", (event) => {
    clearTimeout(timer);
    // A press of Save draft during an autosave waits for it: sent now, it would name the revision
    // the autosave just replaced, and be refused as a clash with oneself.
    if (inFlight) {
      event.preventDefault();
      const submitter = /** @type {SubmitEvent} */ (event).submitter;
      void inFlight.then(() => form.requestSubmit(/** @type {HTMLElement | null} */ (submitter)));
      return;
    }
    submitting = true;
  });
  window.addEventListener("beforeunload", (event) => {
    if (!submitting && dirty()) event.preventDefault();
  });
  if (form.dataset.unsaved === "true") changed();

  offerBackup();

  /**
   * What this browser kept of an earlier visit that never saved, offered back if it differs from
   * the form. A restore sets only the fields that visit changed: a colleague's later save of
   * another field stays.
   */
  function offerBackup() {
    /** @type {{ at: string, base: string, fields: string } | undefined} */
    let backup;
    try {
      backup = JSON.parse(localStorage.getItem(backupKey) ?? "null") ?? undefined;
    } catch {
      backup = undefined;
    }
    const offer = /** @type {HTMLElement | null} */ (form?.querySelector("[data-backup-offer]"));
    if (!form || !offer || !backup || backup.fields === fields()) return;
    const kept = backup;
    const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(kept.at),
    );
    const text = offer.querySelector("[data-backup-text]");
    if (text) text.textContent = `This browser kept changes to this record that never reached the server (${when}).`;
    offer.setAttribute("role", "alert");
    offer.hidden = false;
    offer.querySelector("[data-backup-restore]")?.addEventListener("click", () => {
      const values = new URLSearchParams(kept.fields);
      const base = new URLSearchParams(kept.base);
      for (const name of new Set(values.keys())) {
        const wanted = values.getAll(name);
        if (wanted.join("\u0000") === base.getAll(name).join("\u0000")) continue;
        for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (
          form.querySelectorAll(`[name="${CSS.escape(name)}"]`)
        )) {
          if (input.type === "checkbox" || input.type === "radio") input.checked = wanted.includes(input.value);
          else input.value = wanted[0] ?? "";
        }
      }
      offer.hidden = true;
      changed();
      /** @type {HTMLElement | null} */ (form.querySelector("textarea, input:not([type=hidden]), select"))?.focus();
    });
    offer.querySelector("[data-backup-discard]")?.addEventListener("click", () => {
      localStorage.removeItem(backupKey);
      offer.hidden = true;
    });
  }
})();
