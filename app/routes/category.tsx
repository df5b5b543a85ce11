import { data } from "react-router";
import type { Route } from "./+types/category";
import { CategoryGrid } from "~/components/sections/category-grid.tsx";
import { PageHeader } from "~/components/sections/page-header.tsx";
import { findCategory } from "~/content/service-categories.ts";
import { pageMeta } from "~/lib/seo.ts";

/** One module for the six category pages: the first path segment names the category. */
export function loader({ request }: Route.LoaderArgs) {
  // Data requests arrive as /<slug>.data, page requests as /<slug>.
  const slug = new URL(request.url).pathname.split(/[/.]/)[1] ?? "";
  const category = findCategory(slug);
  if (!category) throw data(null, { status: 404 });
  return { category };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
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
