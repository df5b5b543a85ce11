import { data } from "react-router";
import type { Route } from "./+types/search";
import { Pagination } from "~/components/insights/pagination.tsx";
import { SearchForm } from "~/components/search/search-form.tsx";
import { SearchOutcomeView } from "~/components/search/search-outcome.tsx";
import { PageHeader } from "~/components/sections/page-header.tsx";
import { searchCopy, searchPath } from "~/content/search-copy.ts";
import { localeFromPath, requestedPage } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";
import { snippetOf } from "~/search/search-marks.tsx";
import { maxQueryLength, parseSearchQuery, searchedTerm } from "~/search/search-query.ts";
import { searchSite } from "~/search/search-site.server.ts";
import { appServices } from "~server/app-context.ts";

/**
 * Site search, `/search?q=` and `/bn/search?q=` (issue 29, decision 025): rendered per request
 * from the published edition this instance serves, as a public page (its CSP, no cookie, no
 * script of its own). Every answer is a page: an empty or hostile query, a too-long one (400) and
 * a flood (429, with Retry-After) are said in words, never a 5xx.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(requestedPage(request));
  const query = parseSearchQuery(url.searchParams.get("q"), url.searchParams.get("page"));
  const text = query.kind === "empty" ? "" : query.text;
  if (query.kind === "empty") return { locale, text, state: "empty" as const };
  const { search } = appServices(context);
  const wait = search.limit.admit(request.headers.get("x-client-ip") ?? "unknown");
  if (wait !== null) {
    return data(
      { locale, text, state: "rate-limited" as const, retryAfter: wait },
      { status: 429, headers: { "Retry-After": String(wait), "Cache-Control": "no-store" } },
    );
  }
  if (query.kind === "too-long") return data({ locale, text, state: "too-long" as const }, { status: 400 });
  const outcome = await searchSite(locale, query.words, query.page);
  // Counted once per search, not once per page of its results.
  if (query.page === 1) {
    const userAgent = request.headers.get("user-agent") ?? "";
    search.terms.count({ language: locale, term: searchedTerm(query), found: outcome.total > 0, userAgent });
  }
  const marked = new Set(outcome.marked);
  const shown = ({ body, ...result }: (typeof outcome.results)[number]) => ({
    ...result,
    snippet: snippetOf(body, marked),
  });
  return {
    locale,
    text,
    state: "results" as const,
    leftOut: query.leftOut,
    outcome: { ...outcome, results: outcome.results.map(shown), nearest: outcome.nearest.map(shown) },
  };
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const copy = searchCopy[loaderData.locale];
  const title = loaderData.text ? copy.pageTitle(loaderData.text.slice(0, 40)) : copy.title;
  return pageMeta({ locale: loaderData.locale, title, description: copy.description, path: searchPath });
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { locale, text } = loaderData;
  const copy = searchCopy[locale];
  const pathOf = (page: number) => `${searchPath}?q=${encodeURIComponent(text)}${page > 1 ? `&page=${page}` : ""}`;
  return (
    <>
      <PageHeader heading={copy.title} intro={copy.intro} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <SearchForm locale={locale} query={text} />
        {loaderData.state === "too-long" && (
          <p className="mt-6 text-lg" role="alert">
            {copy.tooLong(maxQueryLength)}
          </p>
        )}
        {loaderData.state === "rate-limited" && (
          <p className="mt-6 text-lg" role="alert">
            {copy.rateLimited(loaderData.retryAfter)}
          </p>
        )}
        {loaderData.state === "results" && (
          <SearchOutcomeView outcome={loaderData.outcome} leftOut={loaderData.leftOut} text={text} locale={locale} />
        )}
      </div>
      {loaderData.state === "results" && (
        <Pagination
          page={loaderData.outcome.page}
          pageCount={loaderData.outcome.pageCount}
          pathOf={pathOf}
          locale={locale}
        />
      )}
    </>
  );
}
