import { useContent } from "~/components/content-context.tsx";
import type { Locale } from "~/content/locale.ts";
import { isSearchPath } from "~/content/search-copy.ts";
import { localizePath, unlocalizedPath, withoutTrailingSlashes } from "~/content/site-paths.ts";

/** Each language's name as its readers write it: the switcher always offers the other one. */
const languageNames = { en: "English", bn: "বাংলা" } as const satisfies Record<Locale, string>;

/**
 * The other language's address of a page. The search page keeps the visitor's query (not its
 * page number: the other language's results are paged differently); no other page carries a
 * query string across, so campaign tags are not counted twice.
 */
export function otherLanguageHref(pathname: string, search: string, other: Locale): string {
  const page = unlocalizedPath(withoutTrailingSlashes(pathname));
  const path = localizePath(page, other);
  const query = isSearchPath(page) ? new URLSearchParams(search).get("q") : null;
  return query ? `${path}?${new URLSearchParams({ q: query })}` : path;
}

/**
 * The same page in the other language, named in that language (lang and hreflang tell browsers
 * and screen readers). A plain link: nothing is remembered and no URL ever redirects by language.
 */
export function LanguageSwitcher({ pathname, search = "" }: { pathname: string; search?: string }) {
  const { locale, messages } = useContent();
  const other: Locale = locale === "en" ? "bn" : "en";
  return (
    <a
      href={otherLanguageHref(pathname, search, other)}
      lang={other}
      hrefLang={other}
      title={messages.otherLanguage}
      data-testid="language-switcher"
      className="language-switcher"
    >
      {languageNames[other]}
    </a>
  );
}
