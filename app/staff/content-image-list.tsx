import type { StoredImage } from "~server/content/images.server.ts";
import { inputClasses } from "./ui/controls.tsx";
import { inDhaka } from "./ui/format.ts";
import { Button } from "./ui/button.tsx";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en")} KB`;

/** An upload, with the records that show it (in the published edition, or only in a draft). */
export type ListedImage = StoredImage & { uses: { label: string; href: string; draft: boolean }[] };

/**
 * The uploaded images, newest first, found by name: a thumbnail, sizes, who uploaded it when,
 * where it is used, its address in a read-only field (with a Copy button once the editor's
 * script runs), and Delete for one that no record shows.
 */
export function ImageList({
  images,
  highlighted,
  search,
}: {
  images: ListedImage[];
  highlighted: string | null;
  search: string;
}) {
  return (
    <section aria-labelledby="uploaded-images" className="mt-8">
      <h2 id="uploaded-images" className="text-xl font-bold text-teal-deep">
        Uploaded images
      </h2>
      <form method="get" role="search" className="mt-3 flex max-w-xl flex-wrap items-end gap-2">
        <div className="grow">
          <label htmlFor="image-search" className="mb-1 block font-semibold">
            Find by file name
          </label>
          <input id="image-search" name="q" type="search" defaultValue={search} className={inputClasses.full} />
        </div>
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {images.length === 0 && (
        <p className="mt-6 text-ink-soft">{search ? "No image has that name." : "No images uploaded yet."}</p>
      )}
      <ul className="mt-4 grid gap-3">
        {images.map((image) => (
          <li
            key={image.id}
            id={`image-${image.id}`}
            className={
              image.id === highlighted
                ? "flex flex-wrap gap-4 rounded-xl bg-surface p-4 shadow-sm ring-2 ring-teal-deep"
                : "flex flex-wrap gap-4 rounded-xl bg-surface p-4 shadow-sm ring-1 ring-ink/10"
            }
          >
            <img
              src={image.src}
              alt=""
              width={image.width}
              height={image.height}
              loading="lazy"
              className="h-24 w-32 shrink-0 rounded-lg bg-ink/5 object-contain"
            />
            <div className="grid min-w-0 flex-1 basis-56 gap-1">
              <p className="font-semibold break-all">{image.originalName}</p>
              <p className="text-sm text-ink-soft">
                {image.width} × {image.height} px · WebP {kilobytes(image.webpBytes)} · AVIF{" "}
                {kilobytes(image.avifBytes)} · uploaded file {kilobytes(image.originalBytes)}
              </p>
              <p className="text-sm break-all text-ink-soft">
                by {image.uploadedBy}, <time dateTime={image.uploadedAt}>{inDhaka(image.uploadedAt)}</time>
              </p>
              <label htmlFor={`src-${image.id}`} className="mt-1 text-sm font-semibold">
                Address
              </label>
              <div className="flex flex-wrap items-center gap-2">
                <input
                  id={`src-${image.id}`}
                  readOnly
                  value={image.src}
                  className={`${inputClasses.full} max-w-md font-mono text-sm`}
                  spellCheck={false}
                />
                <Button type="button" variant="secondary" size="small" hidden data-copy={`src-${image.id}`}>
                  Copy
                </Button>
              </div>
              {image.uses.length > 0 ? (
                <div className="text-sm">
                  <p className="font-semibold">Used in:</p>
                  <ul className="list-disc pl-5">
                    {image.uses.map((use) => (
                      <li key={use.href}>
                        <a href={use.href} className="inline-flex min-h-6 items-center text-teal-deep underline">
                          {use.label}
                        </a>
                        {use.draft && " (a draft)"}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <form method="post" className="mt-1">
                  <input type="hidden" name="$intent" value="delete" />
                  <input type="hidden" name="id" value={image.id} />
                  <p className="text-sm text-ink-soft">Not used by any record.</p>
                  <Button type="submit" variant="danger" size="small" aria-label={`Delete ${image.originalName}`}>
                    Delete
                  </Button>
                </form>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
