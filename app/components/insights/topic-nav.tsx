import { insightsCopy } from "~/content/insights/copy.ts";
import { insightsListPath, insightTagPath } from "~/content/insights/insights-paths.ts";
import { insightTags, type InsightTag } from "~/content/insights/tags.ts";
import type { Locale } from "~/content/locale.ts";
import { localizePath } from "~/content/site-paths.ts";
import { cn } from "~/lib/cn.ts";

const chipClass =
  "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-teal-deep/25 hover:bg-mint";

/** Links to every topic, the current one marked: how a reader narrows the list. */
export function TopicNav({
  tags,
  current,
  locale,
}: {
  tags: readonly InsightTag[];
  current?: InsightTag;
  locale: Locale;
}) {
  const copy = insightsCopy[locale];
  const links = [
    { key: "all", label: copy.allTopics, href: insightsListPath(), active: current === undefined },
    ...tags.map((tag) => ({
      key: tag,
      label: insightTags[tag][locale],
      href: insightTagPath(tag),
      active: tag === current,
    })),
  ];
  return (
    <nav aria-label={copy.topics} className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={localizePath(link.href, locale)}
              aria-current={link.active ? "page" : undefined}
              className={cn(
                chipClass,
                link.active ? "bg-brand-deep text-white hover:bg-brand-teal" : "bg-surface text-teal-deep",
              )}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
