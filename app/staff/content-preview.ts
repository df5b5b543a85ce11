import { data } from "react-router";
import { appServices } from "~server/app-context.ts";
import { namesStaffArea } from "~server/staff/staff-paths.ts";
import { privateHeaders } from "~/staff/staff-request.server.ts";
import type { Route } from "./+types/content-preview";
import { requireEditor } from "./content/content-request.server.ts";
import { previewRefusal, withSourceWhereTranslationIsEmpty } from "./content/previewed-edition.ts";

/**
 * Preview: the real public page at the path after /staff/content/preview, rendered with every
 * draft laid over the published edition. Staff only (a session, as every staff page), never
 * cached, never indexed; visitors keep getting the published page until someone publishes.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { content } = await requireEditor(request, context, { page: true });
  const path = `/${params["*"] ?? ""}`;
  if (namesStaffArea(path)) throw data("Only public pages have a preview.", { status: 400 });
  const edition = withSourceWhereTranslationIsEmpty(await content.draftEdition());
  const page = await appServices(context).pages.preview(path, edition);
  if (page.status >= 500) {
    return new Response(previewRefusal(edition, page.status), {
      status: 409,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex, nofollow" },
    });
  }
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return new Response(page.body, { status: page.status, headers });
}
