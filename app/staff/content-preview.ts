import { data } from "react-router";
import { collectionOf } from "~/content/model/model.ts";
import { appServices } from "~server/app-context.ts";
import type { Draft } from "~server/content/content-service.ts";
import { namesStaffArea } from "~server/staff/staff-paths.ts";
import { privateHeaders } from "~/staff/staff-request.server.ts";
import type { Route } from "./+types/content-preview";
import { requireEditor } from "./content/content-request.server.ts";
import { asPreview } from "./content/preview-page.ts";
import { previewRefusal, withSourceWhereTranslationIsEmpty } from "./content/previewed-edition.ts";

/**
 * Preview: the real public page at the path after /staff/content/preview, rendered with every
 * draft laid over the published edition. Staff only (a session, as every staff page), never
 * cached, never indexed; visitors keep getting the published page until someone publishes. Its
 * links and islands stay inside the preview (preview-page.ts): the islands' shared props are
 * answered here too, from the same drafts.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { content } = await requireEditor(request, context, { page: true });
  const path = `/${params["*"] ?? ""}`;
  if (namesStaffArea(path)) throw data("Only public pages have a preview.", { status: 400 });
  const [drafts, published, draftEdition] = await Promise.all([
    content.drafts(),
    content.published(),
    content.draftEdition(),
  ]);
  const edition = withSourceWhereTranslationIsEmpty(draftEdition);
  const page = await appServices(context).pages.preview(path + new URL(request.url).search, edition);
  if (page.status >= 500) {
    return new Response(previewRefusal(edition, page.status), {
      status: 409,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex, nofollow" },
    });
  }
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  if (!headers.get("Content-Type")?.startsWith("text/html"))
    return new Response(page.body, { status: page.status, headers });
  headers.delete("Content-Length");
  const html = asPreview(await page.text(), {
    path,
    drafts: draftsSummary(drafts),
    publishedVersion: published.number,
  });
  return new Response(html, { status: page.status, headers });
}

/** "2 drafts (Projects, Testimonials)", or "no drafts". */
function draftsSummary(drafts: Draft[]): string {
  if (drafts.length === 0) return "no drafts";
  const labels = [...new Set(drafts.map((draft) => collectionOf(draft.key.collection)?.label ?? draft.key.collection))];
  return `${drafts.length} ${drafts.length === 1 ? "draft" : "drafts"} (${labels.join(", ")})`;
}
