import busyForms from "./editor-client/busy-forms.js?raw";
import draftAutosave from "./editor-client/draft-autosave.js?raw";
import markdownPreview from "./editor-client/markdown-preview.js?raw";
import mediaPicker from "./editor-client/media-picker.js?raw";
import recordPresence from "./editor-client/record-presence.js?raw";
import sortableList from "./editor-client/sortable-list.js?raw";

/**
 * /staff/content-editor.js: the content editor's one script (the live Markdown preview, the image
 * picker, a list's order by drag or keyboard, busy forms and Copy buttons, drafts that save themselves, who else has a record open), from our own origin as
 * the staff pages' CSP asks (`script-src 'self'`, no inline scripts). It stays outside Vite's
 * client build, so no public page's JavaScript changes; each part acts only on what its page has.
 */
const clientScript = [busyForms, draftAutosave, markdownPreview, mediaPicker, recordPresence, sortableList].join("\n");

export function loader() {
  return new Response(clientScript, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
