import type { StoredImage } from "~server/content/images.server.ts";
import { inDhaka, inputClass } from "./staff-ui.tsx";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en")} KB`;

/**
 * The uploaded images, newest first: a thumbnail, sizes, who uploaded it when, and the address a
 * record's image takes, in a read-only field (the staff area runs no script, so no copy button:
 * the field selects and copies as any text does).
 */
export function ImageList({ images, highlighted }: { images: StoredImage[]; highlighted: string | null }) {
  if (images.length === 0) return <p className="mt-6 text-ink-soft">No images uploaded yet.</p>;
  return (
    <section aria-labelledby="uploaded-images" className="mt-8">
      <h2 id="uploaded-images" className="text-xl font-bold text-teal-deep">
        Uploaded images
      </h2>
      <ul className="mt-4 grid gap-3">
        {images.map((image) => (
          <li
            key={image.id}
            id={`image-${image.id}`}
            className={`flex flex-wrap gap-4 rounded-xl bg-surface p-4 shadow-sm ring-1 ${image.id === highlighted ? "ring-2 ring-teal-deep" : "ring-ink/10"}`}
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
                Address for the record’s image (src)
              </label>
              <input
                id={`src-${image.id}`}
                readOnly
                value={image.src}
                className={`${inputClass} font-mono text-sm`}
                spellCheck={false}
              />
              <p className="text-sm text-ink-soft">
                With width {image.width} and height {image.height}.
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
