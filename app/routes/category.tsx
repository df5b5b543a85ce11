import { data } from "react-router";
import type { Route } from "./+types/category";
import { CategoryGrid } from "~/components/sections/category-grid.tsx";
import { PageHeader } from "~/components/sections/page-header.tsx";
import { siteContent } from "~/content/site-content.ts";
import { localeFromPath, requestedPage, unlocalizedPath } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";

/** One module for the six category pages, in both languages: the last path segment names the category. */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = requestedPage(request);
  const locale = localeFromPath(pathname);
  const slug = unlocalizedPath(pathname).slice(1);
  const category = siteContent(locale).categories.find((c) => c.slug === slug);
  if (!category) throw data(null, { status: 404 });
  return { category, locale };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        locale: loaderData.locale,
        title: loaderData.category.heading,
        description: loaderData.category.metaDescription,
        path: `/${loaderData.category.slug}`,
      })
    : [];

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <>
      <PageHeader heading={category.heading} intro={category.subtitle} />
      <CategoryGrid cards={category.cards} label={category.heading} />
    </>
  );
}
