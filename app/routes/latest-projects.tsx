import { PageHeader } from "~/components/sections/page-header.tsx";
import { pages } from "~/content/pages.ts";
import { paths } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";

const copy = pages.projects;

export const meta = () => pageMeta({ title: copy.title, description: copy.description, path: paths.projects });

export default function LatestProjects() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
