import { insightTagPath } from "~/content/insights/insights-paths.ts";
import { insightTags, type InsightTag } from "~/content/insights/tags.ts";
import type { Locale } from "~/content/locale.ts";
import { localizePath } from "~/content/site-paths.ts";
import { cn } from "~/lib/cn.ts";

/** An article's tags, each a link to its topic page. */
export function TagLinks({
  tags,
  locale,
  label,
  className,
}: {
  tags: readonly InsightTag[];
  locale: Locale;
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={localizePath(insightTagPath(tag), locale)}
            className="inline-flex min-h-8 items-center rounded-full bg-saffron-soft px-3 text-sm font-medium text-ink hover:bg-saffron hover:text-brand-ink"
          >
            {insightTags[tag][locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
