import { useContent } from "~/components/content-context.tsx";
import type { Locale } from "~/content/locale.ts";
import { localizePath, unlocalizedPath, withoutTrailingSlashes } from "~/content/site-paths.ts";

/** Each language's name as its readers write it: the switcher always offers the other one. */
const languageNames = { en: "English", bn: "বাংলা" } as const satisfies Record<Locale, string>;

/**
 * The same page in the other language, named in that language (lang and hreflang tell browsers
 * and screen readers). A plain link: nothing is remembered and no URL ever redirects by language.
 */
export function LanguageSwitcher({ pathname }: { pathname: string }) {
  const { locale, messages } = useContent();
  const other: Locale = locale === "en" ? "bn" : "en";
  return (
    <a
      href={localizePath(unlocalizedPath(withoutTrailingSlashes(pathname)), other)}
      lang={other}
      hrefLang={other}
      title={messages.otherLanguage}
      data-testid="language-switcher"
      className="language-switcher inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-teal-deep ring-1 ring-teal-deep/25 hover:bg-mint"
    >
      {languageNames[other]}
    </a>
  );
}
