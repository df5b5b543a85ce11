// @ts-check
/* global document, fetch, FormData, Event */
/*
 * Part of the content editor's script (/staff/content-editor.js): the image picker. A record's
 * image field (`data-image-field`) and an article's Markdown (`data-insert-image`) get a button
 * that opens a dialog of the uploads, with their thumbnails, a search by name and an upload in
 * place (a file chosen, or dropped on the dialog). Choosing one sets the field's image (its size
 * is read from the image when the record is saved) and moves to its description, or inserts
 * `![…](address)` in the Markdown with its description selected, to be written. Without the
 * script, the field takes the address typed, and the Images page uploads.
 */
(() => {
  const pickerPath = "/staff/content/image-picker";
  /** @typedef {{ id: string; src: string; width: number; height: number; name: string }} Upload */

  /** @param {string} tag @param {Record<string, string>} [attributes] @param {(Node | string)[]} [children] */
  function element(tag, attributes = {}, children = []) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  }

  const buttonClass =
    "inline-flex min-h-9 items-center justify-center gap-2 rounded-full bg-surface px-3 text-sm font-semibold text-teal-deep ring-1 ring-teal-deep/30 hover:bg-mint";

  /** @type {((upload: Upload) => void) | undefined} */
  let onChoose;
  const search = /** @type {HTMLInputElement} */ (
    element("input", {
      type: "search",
      id: "picker-search",
      class: "min-h-11 w-full rounded-xl border border-ink/20 bg-surface px-3 text-base text-ink",
    })
  );
  const file = /** @type {HTMLInputElement} */ (
    element("input", {
      type: "file",
      id: "picker-file",
      accept: "image/jpeg,image/png,image/webp,image/avif,image/gif",
      class: "max-w-full text-base",
    })
  );
  const status = element("p", { role: "status", class: "min-h-6 text-sm font-semibold text-teal-dark" });
  const grid = element("ul", { class: "grid grid-cols-2 gap-3 sm:grid-cols-4", "aria-label": "Uploaded images" });
  const close = element("button", { type: "button", class: buttonClass }, ["Close"]);
  const dialog = /** @type {HTMLDialogElement} */ (
    element(
      "dialog",
      {
        "aria-labelledby": "picker-title",
        class: "w-[min(56rem,calc(100vw-2rem))] rounded-2xl bg-cream p-5 text-ink shadow-xl backdrop:bg-ink/40",
      },
      [
        element("div", { class: "flex flex-wrap items-center justify-between gap-3" }, [
          element("h2", { id: "picker-title", class: "text-xl font-bold text-teal-deep" }, ["Choose an image"]),
          close,
        ]),
        element("div", { class: "mt-3 grid gap-3 sm:grid-cols-2" }, [
          element("div", {}, [
            element("label", { for: "picker-search", class: "mb-1 block font-semibold" }, ["Find by file name"]),
            search,
          ]),
          element("div", {}, [
            element("label", { for: "picker-file", class: "mb-1 block font-semibold" }, [
              "Or upload one (or drop it here)",
            ]),
            file,
          ]),
        ]),
        status,
        element("div", { class: "mt-2 max-h-[60vh] overflow-auto" }, [grid]),
      ],
    )
  );
  close.addEventListener("click", () => dialog.close());

  /** @param {Upload[]} uploads */
  function show(uploads) {
    grid.replaceChildren(
      ...uploads.map((upload) => {
        const choose = element(
          "button",
          {
            type: "button",
            class:
              "grid w-full gap-1 rounded-xl bg-surface p-2 text-left ring-1 ring-ink/10 hover:ring-2 hover:ring-teal-deep",
          },
          [
            element("img", {
              src: upload.src,
              alt: "",
              width: "160",
              height: "120",
              loading: "lazy",
              class: "h-24 w-full rounded-lg bg-ink/5 object-contain",
            }),
            element("span", { class: "text-sm font-semibold break-all" }, [upload.name]),
            element("span", { class: "text-xs text-ink-soft" }, [`${upload.width} × ${upload.height} px`]),
          ],
        );
        choose.setAttribute("aria-label", `Choose ${upload.name}, ${upload.width} × ${upload.height} pixels`);
        choose.addEventListener("click", () => {
          dialog.close();
          onChoose?.(upload);
        });
        return element("li", {}, [choose]);
      }),
    );
    status.textContent = uploads.length === 0 ? "No image has that name yet: upload one." : `${uploads.length} images.`;
  }

  let latest = 0;
  async function list() {
    const ticket = ++latest;
    const response = await fetch(`${pickerPath}?q=${encodeURIComponent(search.value)}`, {
      headers: { Accept: "application/json" },
    });
    const answer = await response.json().catch(() => ({ images: [] }));
    if (typeof answer.maxBytes === "number") maxBytes = answer.maxBytes;
    if (ticket === latest) show(answer.images ?? []);
  }
  /** The largest upload the server takes (the list says it); a larger file is refused before it is sent. */
  let maxBytes = Infinity;
  const tooLarge = () =>
    `That file is larger than the ${Number.isFinite(maxBytes) ? `${Math.round(maxBytes / 1048576)} MB ` : ""}limit: choose a smaller one.`;
  search.addEventListener("input", () => void list());

  /** @param {File} chosen */
  async function upload(chosen) {
    if (chosen.size > maxBytes) {
      status.textContent = tooLarge();
      return;
    }
    status.textContent = "Uploading, then making the sizes the pages use: a large photo takes up to 10 seconds.";
    const body = new FormData();
    body.append("image", chosen);
    const response = await fetch(pickerPath, { method: "POST", body, headers: { Accept: "application/json" } }).catch(
      () => undefined,
    );
    const answer = response ? await response.json().catch(() => ({})) : {};
    if (!response?.ok || !answer.image) {
      status.textContent =
        answer.error ??
        (response?.status === 401
          ? "Sign in again, then upload."
          : response?.status === 413
            ? tooLarge()
            : "The upload failed. Try again.");
      return;
    }
    dialog.close();
    onChoose?.(answer.image);
  }
  file.addEventListener("change", () => file.files?.[0] && void upload(file.files[0]));
  dialog.addEventListener("dragover", (event) => event.preventDefault());
  dialog.addEventListener("drop", (event) => {
    event.preventDefault();
    const dropped = event.dataTransfer?.files?.[0];
    if (dropped) void upload(dropped);
  });

  /** @param {(upload: Upload) => void} choose */
  function open(choose) {
    onChoose = choose;
    if (!dialog.isConnected) document.body.append(dialog);
    file.value = "";
    dialog.showModal();
    search.focus();
    void list();
  }

  for (const field of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-image-field]"))) {
    const button = /** @type {HTMLButtonElement | null} */ (field.querySelector("button[data-pick-image]"));
    const src = /** @type {HTMLInputElement | null} */ (field.querySelector("input[data-image-src]"));
    if (!button || !src) continue;
    button.hidden = false;
    button.addEventListener("click", () =>
      open((upload) => {
        src.value = upload.src;
        src.dispatchEvent(new Event("input", { bubbles: true }));
        const thumbnail = field.querySelector("[data-image-thumbnail]");
        thumbnail?.replaceWith(
          element("img", {
            src: upload.src,
            alt: "",
            width: "128",
            height: "128",
            class: "size-full object-contain",
            "data-image-thumbnail": "",
          }),
        );
        const alt = /** @type {HTMLInputElement | null} */ (field.querySelector("input[lang]"));
        alt?.focus();
      }),
    );
  }

  for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (
    document.querySelectorAll("button[data-insert-image]")
  )) {
    const area = /** @type {HTMLTextAreaElement | null} */ (document.getElementById(button.dataset.insertImage ?? ""));
    if (!area) continue;
    button.hidden = false;
    button.addEventListener("click", () =>
      open((upload) => {
        const alt = "Describe the image";
        const before = area.value.slice(0, area.selectionStart);
        const after = area.value.slice(area.selectionEnd);
        const gap = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
        const text = `${gap}![${alt}](${upload.src})\n\n`;
        area.value = before + text + after;
        const start = before.length + gap.length + 2;
        area.focus();
        area.setSelectionRange(start, start + alt.length);
        area.dispatchEvent(new Event("input", { bubbles: true }));
      }),
    );
  }
})();
