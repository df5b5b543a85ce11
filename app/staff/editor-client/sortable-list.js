// @ts-check
/* global document, fetch, URLSearchParams, location */
/*
 * Part of the content editor's script (/staff/content-editor.js): a collection's records in a new
 * order without a page load. Each record of the list (`data-sortable`) can be dragged by its
 * handle, and Move up / Move down move it at once, the focus staying on the button pressed; the
 * new order is saved as the list's one order draft, and said in the status line. Without the
 * script, Move up and Move down are forms, one page load each.
 */
(() => {
  const list = /** @type {HTMLOListElement | null} */ (document.querySelector("ol[data-sortable]"));
  if (!list) return;
  const status = document.querySelector("[data-list-status]");
  const items = () => /** @type {HTMLElement[]} */ ([...list.children]);
  const say = (/** @type {string} */ text) => status && (status.textContent = text);

  /** The buttons' state after a move: the first cannot move up, the last cannot move down. */
  function refresh() {
    const all = items();
    all.forEach((item, index) => {
      const up = /** @type {HTMLButtonElement | null} */ (item.querySelector('[data-list-control="up"] button'));
      const down = /** @type {HTMLButtonElement | null} */ (item.querySelector('[data-list-control="down"] button'));
      if (up) up.disabled = index === 0;
      if (down) down.disabled = index === all.length - 1;
    });
  }

  let saving = Promise.resolve();
  function save() {
    const ids = items().map((item) => item.dataset.id ?? "");
    saving = saving.then(async () => {
      say("Saving the new order…");
      const body = new URLSearchParams({ $intent: "order", ids: ids.join(",") });
      const response = await fetch(location.pathname, { method: "POST", body }).catch(() => undefined);
      say(
        response?.ok
          ? "New order saved as a draft: it goes live with the next Publish."
          : "The order could not be saved: load the page again.",
      );
    });
  }

  for (const item of items()) {
    for (const form of item.querySelectorAll('[data-list-control="up"], [data-list-control="down"]')) {
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        const button = /** @type {HTMLButtonElement} */ (form.querySelector("button"));
        const up = form.getAttribute("data-list-control") === "up";
        const other = up ? item.previousElementSibling : item.nextElementSibling;
        if (!other) return;
        if (up) other.before(item);
        else other.after(item);
        refresh();
        // The button pressed, or its twin when the item reached an end.
        const twin = /** @type {HTMLButtonElement | null} */ (
          item.querySelector(`[data-list-control="${up ? "down" : "up"}"] button`)
        );
        (button.disabled ? twin : button)?.focus();
        save();
      });
    }
    const handle = /** @type {HTMLElement | null} */ (item.querySelector("[data-drag-handle]"));
    if (!handle) continue;
    handle.hidden = false;
    handle.classList.remove("hidden");
    item.draggable = true;
    item.addEventListener("dragstart", (event) => {
      item.dataset.dragging = "true";
      event.dataTransfer?.setData("text/plain", item.dataset.id ?? "");
    });
    item.addEventListener("dragend", () => {
      delete item.dataset.dragging;
      refresh();
      save();
    });
    item.addEventListener("dragover", (event) => {
      event.preventDefault();
      const dragged = list.querySelector('[data-dragging="true"]');
      if (!dragged || dragged === item) return;
      const box = item.getBoundingClientRect();
      if (event.clientY < box.top + box.height / 2) item.before(dragged);
      else item.after(dragged);
    });
  }
})();
