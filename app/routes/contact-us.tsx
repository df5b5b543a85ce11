import { PageHeader } from "~/components/sections/page-header.tsx";
import { pages } from "~/content/pages.ts";
import { paths } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";

const copy = pages.contact;

export const meta = () => pageMeta({ title: copy.title, description: copy.description, path: paths.contact });

export default function ContactUs() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
