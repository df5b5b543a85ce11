import { insightsCopy } from "~/content/insights/copy.ts";
import { insightsFeedPath } from "~/content/insights/insights-paths.ts";
import type { Locale } from "~/content/locale.ts";
import { localizePath } from "~/content/site-paths.ts";
import { textLinkClass } from "~/components/ui/text-link.ts";

/** The visible way to the feed (pages also announce it in their head). */
export function FeedLink({ locale }: { locale: Locale }) {
  return (
    <p className="mx-auto max-w-5xl px-4 pb-14 text-center sm:px-6">
      <a href={localizePath(insightsFeedPath, locale)} type="application/atom+xml" className={textLinkClass}>
        {insightsCopy[locale].feed}
      </a>
    </p>
  );
}
