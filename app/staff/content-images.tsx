import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/content-images";
import { appServices } from "~server/app-context.ts";
import { maxImageBytes, uploadPostedImage } from "./content/image-upload.server.ts";
import { parseForm } from "./forms/parse-form.ts";
import { createImageStore, type StoredImage } from "~server/content/images.server.ts";
import { imageUses, type ImageUse } from "~/content/model/image-uses.ts";
import { requireStaff } from "~/staff/staff-request.server.ts";
import { ImageList, type ListedImage } from "./content-image-list.tsx";
import { contentPath, findRecord } from "./content/edition-records.ts";
import { declarationOf } from "./content/record-labels.ts";
import { Button } from "./ui/button.tsx";
import { Notice } from "./ui/notice.tsx";
import { PageTitle } from "./ui/page-title.tsx";
import { Panel } from "./ui/panel.tsx";

/**
 * The media library: every upload with its thumbnail, where it is used, its address (copied by a
 * button, or selected as text without JavaScript) and, when no record shows it, Delete. The site
 * re-encodes every upload and keeps it in the store, so every instance serves it
 * (server/content/images.server.ts). The record form's picker is this library as JSON
 * (content-image-picker.ts).
 */
/** Where each upload is used, named for staff: in what is published, or only in a draft. */
async function listed(images: StoredImage[], context: Route.LoaderArgs["context"]): Promise<ListedImage[]> {
  const content = appServices(context).content;
  const [published, drafts] = await Promise.all([content.published(), content.draftEdition()]);
  const named = (use: ImageUse, edition: Record<string, unknown>) => ({
    label: `${declarationOf(use.collection)?.label ?? use.collection} › ${findRecord(edition, use)?.name ?? use.id}`,
    href: contentPath(use.collection, use.id),
  });
  return images.map((image) => {
    const live = imageUses(published.edition, image.src);
    const inDrafts = imageUses(drafts, image.src).filter(
      (use) => !live.some((other) => other.collection === use.collection && other.id === use.id),
    );
    return {
      ...image,
      uses: [
        ...live.map((use) => ({ ...named(use, published.edition), draft: false })),
        ...inDrafts.map((use) => ({ ...named(use, drafts), draft: true })),
      ],
    };
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireStaff(request, context, { page: true, area: "publishing" });
  const query = new URL(request.url).searchParams;
  const search = (query.get("q") ?? "").trim().slice(0, 100).toLowerCase();
  const all = await createImageStore(db).list();
  const images = search ? all.filter((image) => image.originalName.toLowerCase().includes(search)) : all;
  return {
    images: await listed(images, context),
    search,
    maxMegabytes: Math.round(maxImageBytes(context) / (1024 * 1024)),
    uploaded: query.get("uploaded"),
    duplicate: query.has("duplicate"),
    deleted: query.get("deleted"),
    // The server refused the upload before reading it (server/site-app.ts, tooLargeRedirect).
    tooLarge: query.get("refused") === "too-large",
  };
}

const deleteSchema = z.object({ $intent: z.literal("delete"), id: z.string().regex(/^[0-9a-f]{32}$/) });

export async function action({ request, context }: Route.ActionArgs) {
  const { db, session } = await requireStaff(request, context, { area: "publishing" });
  const form = await request.formData();
  const refuse = (error: string) => data({ error }, { status: 400 });
  if (form.get("$intent") === "delete") {
    const parsed = parseForm(deleteSchema, form);
    if (!parsed.ok) return refuse("That image could not be found.");
    const images = createImageStore(db);
    const image = await images.get(parsed.data.id);
    if (!image) return refuse("That image is no longer here.");
    const [shown] = await listed([image], context);
    if (shown && shown.uses.length > 0) {
      return refuse(
        `“${image.originalName}” is still shown by ${shown.uses.map((use) => use.label).join(", ")}: choose another image there first.`,
      );
    }
    await images.remove(image.id, session.email);
    return redirect(`/staff/content/images?deleted=${encodeURIComponent(image.originalName)}`, 303);
  }
  const answer = await uploadPostedImage(form, { db, by: session.email, context });
  if (!answer.ok) return refuse(answer.problem);
  const duplicate = answer.duplicate ? "&duplicate=1" : "";
  return redirect(`/staff/content/images?uploaded=${answer.image.id}${duplicate}#image-${answer.image.id}`, 303);
}

export default function ContentImages({ loaderData, actionData }: Route.ComponentProps) {
  const { images, search, maxMegabytes, uploaded, duplicate, deleted, tooLarge } = loaderData;
  const error =
    actionData && "error" in actionData
      ? actionData.error
      : tooLarge
        ? `That file is larger than the ${maxMegabytes} MB limit: choose a smaller one, or save it smaller first (a photo at most 4,000 pixels wide is plenty).`
        : undefined;
  return (
    <>
      <title>Images - Staff</title>
      <PageTitle>Images for the content</PageTitle>
      <p className="mt-2 text-ink-soft">
        Upload a photo (a team member’s portrait, a project screenshot), then choose it in a record’s image or an
        article. The site stores a copy at most 1,600 pixels on its longest side, without the camera’s details or the
        place it was taken.
      </p>
      <Panel title="Upload an image" className="mt-6">
        <form
          method="post"
          encType="multipart/form-data"
          className="grid gap-3"
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
            <Button type="submit">Upload</Button>
            <p role="status" data-busy-status className="text-sm text-ink-soft" />
          </div>
        </form>
      </Panel>
      {uploaded && (
        <Notice tone="success" className="mt-4">
          {duplicate
            ? "This image was uploaded before: its address is the same as then."
            : "Image uploaded. Choose it in a record’s image."}
        </Notice>
      )}
      {deleted && (
        <Notice tone="success" className="mt-4">
          “{deleted}” was deleted.
        </Notice>
      )}
      <ImageList images={images} highlighted={uploaded} search={search} />
      <script src="/staff/content-editor.js" defer />
    </>
  );
}
