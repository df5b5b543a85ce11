import type { Route } from "./+types/content-image-picker";
import { createImageStore } from "~server/content/images.server.ts";
import { maxImageBytes, pickable, uploadPostedImage } from "./content/image-upload.server.ts";
import { privateHeaders, requireStaff } from "./staff-request.server.ts";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: privateHeaders });

/** Upper bound of what a search matches, so that a picker's answer stays small. */
const shownAtMost = 200;

/**
 * The record form's image picker (editor-client/media-picker.js), as JSON: GET lists the uploads
 * whose name holds `q`, newest first; POST takes one upload and answers it, for the picker to
 * choose at once. The Images page is the same library for people without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireStaff(request, context, { area: "publishing" });
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100).toLowerCase();
  const all = await createImageStore(db).list();
  const found = search ? all.filter((image) => image.originalName.toLowerCase().includes(search)) : all;
  return json({
    images: found.slice(0, shownAtMost).map(pickable),
    more: found.length > shownAtMost,
    maxBytes: maxImageBytes(context),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = await requireStaff(request, context, { area: "publishing" });
  const answer = await uploadPostedImage(await request.formData(), { db, by: session.email, context });
  if (!answer.ok) return json({ error: answer.problem }, 400);
  return json({ image: pickable(answer.image), duplicate: answer.duplicate });
}
