import type { RouterContextProvider } from "react-router";
import { appServices } from "~server/app-context.ts";
import { requireArea, requireStaff } from "~/staff/staff-request.server.ts";
import { mayUse } from "~server/staff/staff-roles.ts";

/**
 * What every content route needs: a staff session, checked exactly as the inbox checks it (pages
 * without one go to sign-in, POSTs get 401, a POST from another origin 403 before anything else),
 * a role that reaches the content editor (editor, translator or admin), and the content service,
 * the only way the editor reads or changes content. `publishes`: whether this person may also
 * publish and change structure (translators may not; requirePublishing refuses them).
 */
export async function requireEditor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { page?: boolean } = {},
) {
  const { session } = await requireStaff(request, context, { ...options, area: "content" });
  return {
    by: session.email,
    session,
    publishes: mayUse(session.roles, "publishing"),
    content: appServices(context).content,
  };
}

/** The acts a translator may not do (publish, restore, add, remove, reorder, upload): 403 naming the role. */
export async function requirePublishing(
  request: Request,
  context: Readonly<RouterContextProvider>,
  what: string,
  options: { page?: boolean } = {},
) {
  const editor = await requireEditor(request, context, options);
  requireArea(editor.session, "publishing", what);
  return editor;
}

/** The action's `$intent`, as posted. */
export const intentOf = (form: FormData) => String(form.get("$intent") ?? "");
