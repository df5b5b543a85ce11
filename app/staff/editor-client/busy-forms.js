// @ts-check
/* global document, navigator, setTimeout */
/*
 * Part of the content editor's script (/staff/content-editor.js). A form that takes long to
 * answer (an image upload, `data-busy-text`) says it is working once sent, and is not sent twice.
 * A Copy button (`data-copy`, the id of a read-only field) copies that field's text.
 */
(() => {
  for (const form of /** @type {NodeListOf<HTMLFormElement>} */ (document.querySelectorAll("form[data-busy-text]"))) {
    const status = form.querySelector("[data-busy-status]");
    form.addEventListener("submit", (event) => {
      if (form.getAttribute("aria-busy") === "true") return event.preventDefault();
      form.setAttribute("aria-busy", "true");
      if (status) status.textContent = form.dataset.busyText ?? "";
    });
  }

  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll("button[data-copy]"))) {
    const field = /** @type {HTMLInputElement | null} */ (document.getElementById(button.dataset.copy ?? ""));
    if (!field || !navigator.clipboard) continue;
    button.hidden = false;
    const label = button.textContent;
    button.addEventListener("click", async () => {
      await navigator.clipboard.writeText(field.value).catch(() => field.select());
      button.textContent = "Copied";
      setTimeout(() => (button.textContent = label), 2000);
    });
  }
})();
