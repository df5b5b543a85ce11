import { useContent } from "~/components/content-context.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { searchCopy, searchPath } from "~/content/search-copy.ts";
import { localizePath } from "~/content/site-paths.ts";
import { cn } from "~/lib/cn.ts";

/**
 * The header's way to site search (decision 025), working from first paint with no JavaScript:
 * a plain GET form to /search (or /bn/search). `bar`: in the header row, a field on wide screens
 * and a link to the search page where the menu leaves no room for one; `menu`: a field at the top
 * of the phone menu. Only existing colour tokens (the theme works on those).
 */
export function HeaderSearch({ place }: { place: "bar" | "menu" }) {
  const { locale } = useContent();
  const copy = searchCopy[locale];
  const action = localizePath(searchPath, locale);
  const id = `header-search-${place}`;
  const form = (
    <form
      role="search"
      aria-label={copy.label}
      method="get"
      action={action}
      className={cn("flex items-center gap-1", place === "bar" && "hidden xl:flex")}
    >
      <label htmlFor={id} className="sr-only">
        {copy.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={copy.placeholder}
        className={cn(
          "min-h-11 min-w-0 rounded-lg border border-ink/30 bg-surface px-3 text-base text-ink",
          place === "bar" ? "w-40" : "flex-1",
        )}
      />
      <button
        type="submit"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-deep text-white"
      >
        <Icon name="search" className="size-5" />
        <span className="sr-only">{copy.submit}</span>
      </button>
    </form>
  );
  if (place === "menu") return <div className="pb-3">{form}</div>;
  return (
    <>
      {form}
      <a
        href={action}
        className="hidden min-h-11 min-w-11 items-center justify-center rounded-lg text-teal-deep ring-1 ring-teal-deep/25 hover:bg-mint lg:inline-flex xl:hidden"
      >
        <Icon name="search" className="size-5" />
        <span className="sr-only">{copy.label}</span>
      </a>
    </>
  );
}
