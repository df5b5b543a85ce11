import { data, redirect } from "react-router";
import type { Route } from "./+types/content-images";
import { appServices } from "~server/app-context.ts";
import { imageRefusals } from "~server/content/image-rules.ts";
import { createImageStore } from "~server/content/images.server.ts";
import { requireStaff } from "~/staff/staff-request.server.ts";
import { ImageList } from "./content-image-list.tsx";
import { buttonClass, PageTitle, panelClass } from "./staff-ui.tsx";

/**
 * Images for the content (issue 27): staff upload a photo here and copy its address into a
 * record's image. The site re-encodes every upload and keeps it in the store, so every instance
 * serves it (server/content/images.server.ts). A plain multipart form: the staff area runs no
 * script. Linked from the content editor, not from the staff navigation.
 */
const maxImageBytes = (context: Route.LoaderArgs["context"]) => appServices(context).contentImages.maxBytes;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireStaff(request, context, { page: true, area: "publishing" });
  const query = new URL(request.url).searchParams;
  return {
    images: await createImageStore(db).list(),
    maxMegabytes: Math.round(maxImageBytes(context) / (1024 * 1024)),
    uploaded: query.get("uploaded"),
    duplicate: query.has("duplicate"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = await requireStaff(request, context, { area: "publishing" });
  const file = (await request.formData()).get("image");
  if (!(file instanceof File) || file.size === 0) return data({ error: imageRefusals.empty }, { status: 400 });
  const images = createImageStore(db, { maxBytes: maxImageBytes(context) });
  const result = await images.upload({
    bytes: new Uint8Array(await file.arrayBuffer()),
    name: file.name,
    by: session.email,
  });
  if (!result.ok) return data({ error: result.problem }, { status: 400 });
  const duplicate = result.duplicate ? "&duplicate=1" : "";
  return redirect(`/staff/content/images?uploaded=${result.image.id}${duplicate}#image-${result.image.id}`, 303);
}

export default function ContentImages({ loaderData, actionData }: Route.ComponentProps) {
  const { images, maxMegabytes, uploaded, duplicate } = loaderData;
  const error = actionData?.error;
  return (
    <>
      <title>Images - Staff</title>
      <PageTitle>Images for the content</PageTitle>
      <p className="mt-2 text-ink-soft">
        Upload a photo (a team member’s portrait, a project screenshot), then copy its address into the record’s image.
        The site stores a smaller copy, at most 1,600 pixels on its longest side, without the camera’s details or the
        place it was taken.
      </p>
      <form
        method="post"
        encType="multipart/form-data"
        className={`${panelClass} mt-6 grid gap-3`}
        data-busy-text="Uploading, then making the sizes the pages use: a large photo takes up to 10 seconds."
      >
        <label htmlFor="image" className="font-semibold">
          Image file
        </label>
        <p id="image-hint" className="text-sm text-ink-soft">
          JPEG, PNG, WebP, AVIF or GIF, at most {maxMegabytes} MB. SVG files are refused. After the upload the site
          makes the sizes its pages use, which takes a few seconds for a large photo.
        </p>
        <input
          id="image"
          name="image"
          type="file"
          required
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          aria-describedby={error ? "image-hint image-error" : "image-hint"}
          aria-invalid={error ? true : undefined}
          className="max-w-full text-base file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-mint file:px-4 file:font-semibold file:text-teal-deep"
        />
        {error && (
          <p id="image-error" role="alert" className="font-semibold text-coral-dark">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass}>
            Upload
          </button>
          <p role="status" data-busy-status className="text-sm text-ink-soft" />
        </div>
      </form>
      <script src="/staff/content-editor.js" defer />
      {uploaded && (
        <p role="status" className="mt-4 rounded-xl bg-mint px-4 py-3 font-semibold text-teal-dark">
          {duplicate
            ? "This image was uploaded before: its address is the same as then."
            : "Image uploaded. Copy its address below into the record."}
        </p>
      )}
      <ImageList images={images} highlighted={uploaded} />
    </>
  );
}
