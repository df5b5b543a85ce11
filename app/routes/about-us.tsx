import type { Route } from "./+types/about-us";
import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { pages } from "~/content/pages.ts";
import { paths } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";
import { sharedSectionsData } from "~/lib/shared-sections-data.ts";

export function loader() {
  return { shared: sharedSectionsData() };
}

export const meta = () =>
  pageMeta({ title: pages.about.title, description: pages.about.description, path: paths.about });

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <SharedSections data={loaderData.shared} lead="about" />;
}
