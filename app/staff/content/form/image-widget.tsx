import type { ImageField } from "~/content/model/fields.ts";
import { languages } from "~/content/model/languages.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { inputClasses } from "../../ui/controls.tsx";
import { describedBy, Help, Label, legendClass, ProblemText } from "./field-parts.tsx";
import { childPath, fieldId } from "./form-names.ts";
import { useFormContext, useProblem } from "./form-context.tsx";

type Image = { src?: unknown; width?: unknown; height?: unknown; alt?: unknown };

/** Where the editor's image picker lists and takes uploads (content-media.tsx). */
export const mediaLibraryPath = "/staff/content/images";

/**
 * An image: its thumbnail, the picker (with JavaScript, a dialog of the uploads with search and
 * an upload in place: editor-client/media-picker.js; without, the address typed or copied from the
 * Images page), and its description in every language, which pages give screen readers. Its width
 * and height are read from the image when the record is saved.
 */
export function ImageWidget({
  field,
  path,
  value,
  context,
}: {
  field: ImageField;
  path: string;
  value: unknown;
  context: string;
}) {
  const { editable } = useFormContext();
  const image = (typeof value === "object" && value !== null ? value : {}) as Image;
  const src = typeof image.src === "string" ? image.src : "";
  const alt = (typeof image.alt === "object" && image.alt !== null ? image.alt : {}) as Record<string, string>;
  const srcPath = childPath(path, "src");
  const srcId = fieldId(srcPath);
  const ownProblem = useProblem(path);
  const srcProblem = useProblem(srcPath) ?? ownProblem;
  const label = `${context}${field.label}`;
  return (
    <fieldset id={fieldId(path)} className="rounded-2xl p-4 ring-1 ring-ink/10" data-image-field={path}>
      <legend className={`px-1 ${legendClass}`}>{field.label}</legend>
      <Help path={path} text={field.help} />
      <div className="flex flex-wrap items-start gap-4">
        <div className="grid size-32 shrink-0 place-items-center overflow-hidden rounded-xl bg-cream ring-1 ring-ink/10">
          {src ? (
            <img
              src={src}
              alt=""
              width={128}
              height={128}
              loading="lazy"
              className="size-full object-contain"
              data-image-thumbnail
            />
          ) : (
            <span className="p-2 text-center text-sm text-ink-soft" data-image-thumbnail>
              No image chosen
            </span>
          )}
        </div>
        <div className="min-w-0 grow basis-64">
          {editable ? (
            <>
              <Label htmlFor={srcId} context={`${label}, `} required={!field.optional}>
                Image file
              </Label>
              <input
                id={srcId}
                name={srcPath}
                type="text"
                defaultValue={src}
                spellCheck={false}
                placeholder="/media/… or /art/…"
                aria-invalid={srcProblem ? true : undefined}
                aria-describedby={describedBy(srcId, { problem: Boolean(srcProblem), extra: `${srcId}-how` })}
                className={inputClasses.full}
                data-image-src
              />
              <p id={`${srcId}-how`} className="mt-1 text-sm text-ink-soft">
                Choose an upload, or{" "}
                <a
                  href={mediaLibraryPath}
                  className="font-semibold text-teal-deep underline"
                  target="_blank"
                  rel="noopener"
                >
                  upload one on the Images page
                </a>{" "}
                and paste its address here. Its size is read from the image.
              </p>
              <ProblemText id={srcId} problem={srcProblem} />
              <button
                type="button"
                hidden
                className={`${buttonClasses({ variant: "secondary" })} mt-2`}
                data-pick-image={path}
              >
                Choose or upload an image
              </button>
            </>
          ) : (
            <p id={srcId} className="wrap-anywhere text-ink-soft">
              <span className="font-semibold text-ink">Image file:</span>{" "}
              {src || <span className="italic">(none)</span>}
            </p>
          )}
        </div>
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        {languages.map((language) => (
          <AltText
            key={language.code}
            path={path}
            code={language.code}
            name={language.nativeName}
            dir={language.dir}
            text={alt[language.code] ?? ""}
            context={`${label}, description, `}
          />
        ))}
      </div>
    </fieldset>
  );
}

type AltProps = { path: string; code: string; name: string; dir: "ltr" | "rtl"; text: string; context: string };

function AltText({ path, code, name, dir, text, context }: AltProps) {
  const inputName = childPath(childPath(path, "alt"), code);
  const id = fieldId(inputName);
  const problem = useProblem(childPath(path, "alt"), code);
  return (
    <div>
      <Label htmlFor={id} context={context} required>
        <span lang="en">Description</span> ({name})
      </Label>
      <input
        id={id}
        name={inputName}
        lang={code}
        dir={dir}
        type="text"
        defaultValue={text}
        className={inputClasses.full}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, { problem: Boolean(problem) })}
      />
      <ProblemText id={id} problem={problem} />
    </div>
  );
}
