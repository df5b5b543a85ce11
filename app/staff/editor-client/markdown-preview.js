// @ts-check
/* global document, fetch, setTimeout, clearTimeout */
/*
 * Part of the content editor's script (/staff/content-editor.js, content-editor-script.ts). An
 * article's body follows what is typed: each
 * language's Markdown is posted to /staff/content/markdown-preview a moment after the typing
 * stops, and its preview shows the HTML the site's own pipeline made. Without it, the form's
 * "Show preview" button does the same with a page load.
 */
(() => {
  const previewPath = "/staff/content/markdown-preview";
  // Long enough not to post every keystroke, short enough to feel live.
  const waitMs = 400;

  for (const root of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-markdown-preview]"))) {
    const name = root.dataset.markdownPreview ?? "";
    const status = /** @type {HTMLElement} */ (root.querySelector("[data-preview-status]"));
    for (const language of ["en", "bn"]) {
      const input = /** @type {HTMLTextAreaElement | null} */ (document.getElementById(`f-${name}.${language}`));
      const pane = root.querySelector(`[data-preview-language="${language}"]`);
      const error = pane?.parentElement?.querySelector("[data-preview-error]");
      if (input && pane && error) follow(input, language, pane, error, status);
    }
  }

  /**
   * @param {HTMLTextAreaElement} input
   * @param {string} language
   * @param {Element} pane
   * @param {Element} error
   * @param {HTMLElement} status
   */
  function follow(input, language, pane, error, status) {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    // Answers can arrive out of order: only the latest request's answer is shown.
    let latest = 0;
    async function update() {
      const ticket = ++latest;
      try {
        const response = await fetch(previewPath, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ markdown: input.value, language }),
        });
        const answer = await response.json().catch(() => ({}));
        if (ticket !== latest) return;
        if (typeof answer.html === "string") {
          pane.innerHTML = answer.html;
          error.textContent = "";
          status.textContent = "The preview follows your typing; Save draft keeps the text.";
        } else error.textContent = answer.error ?? "The preview could not be updated. Show preview still works.";
      } catch {
        if (ticket === latest) error.textContent = "The preview could not be updated. Show preview still works.";
      }
    }
    input.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(update, waitMs);
    });
    // A first render, so that the preview shows the body as it is without a click.
    if (!pane.innerHTML.trim()) void update();
  }
})();
