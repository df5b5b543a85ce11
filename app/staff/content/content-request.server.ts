import type { RouterContextProvider } from "react-router";
import { appServices } from "~server/app-context.ts";
import { requireStaff } from "~/staff/staff-request.server.ts";

/**
 * What every content route needs: a staff session, checked exactly as the inbox checks it (pages
 * without one go to sign-in, POSTs get 401, a POST from another origin 403 before anything else),
 * and the content service, the only way the editor reads or changes content.
 */
export async function requireEditor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { page?: boolean } = {},
) {
  const { session } = await requireStaff(request, context, options);
  return { by: session.email, content: appServices(context).content };
}

/** The action's `$intent`, as posted. */
export const intentOf = (form: FormData) => String(form.get("$intent") ?? "");
