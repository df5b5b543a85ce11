import clientScript from "./content-editor-client.js?raw";

/**
 * /staff/content-editor.js: the content editor's one script (the live Markdown preview), a file
 * from our own origin as the staff pages' CSP asks (`script-src 'self'`, no inline scripts). It
 * stays outside Vite's client build, so no public page's JavaScript changes.
 */
export function loader() {
  return new Response(clientScript, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
