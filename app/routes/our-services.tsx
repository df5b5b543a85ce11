import { PageHeader } from "~/components/sections/page-header.tsx";
import { pages } from "~/content/pages.ts";
import { paths } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";

const copy = pages.services;

export const meta = () => pageMeta({ title: copy.title, description: copy.description, path: paths.services });

export default function OurServices() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
