// @ts-check
/* global document, window, fetch, FormData, setInterval */
/*
 * Part of the content editor's script (/staff/content-editor.js). A record page says, every 20 s
 * while it is open, that this person has the record open, and shows who else has it open (the
 * server's answer); leaving the page says so at once. Without JavaScript the page shows who had
 * it open when it loaded.
 */
(() => {
  const line = /** @type {HTMLElement | null} */ (document.querySelector("[data-presence]"));
  if (!line) return;
  const { collection = "", id = "" } = line.dataset;
  const beatMs = 20_000;
  const say = (/** @type {string[]} */ others) => {
    line.textContent =
      others.length === 0 ? "" : `Also open now by ${others.join(", ")}: your saves merge with theirs, field by field.`;
    line.className = others.length === 0 ? "sr-only" : (line.dataset.shownClass ?? line.className);
  };
  if (!line.classList.contains("sr-only")) line.dataset.shownClass = line.className;
  /** @param {boolean} gone */
  const body = (gone) => {
    const form = new FormData();
    form.set("collection", collection);
    form.set("id", id);
    if (gone) form.set("gone", "1");
    return form;
  };
  async function beat() {
    const response = await fetch("/staff/content/presence", {
      method: "POST",
      body: body(false),
    }).catch(() => undefined);
    const answer = response?.ok ? await response.json().catch(() => undefined) : undefined;
    if (answer && Array.isArray(answer.others)) say(answer.others.map((/** @type {{ email: string }} */ o) => o.email));
  }
  setInterval(() => void beat(), beatMs);
  window.addEventListener("pagehide", () => {
    void fetch("/staff/content/presence", {
      method: "POST",
      body: body(true),
      keepalive: true,
    }).catch(() => undefined);
  });
})();
