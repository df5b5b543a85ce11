import { useContent } from "~/components/content-context.tsx";
import { ServicesGrid } from "~/components/sections/services-grid.tsx";
import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { paths } from "~/content/site-paths.ts";
import { staticPageMeta } from "~/lib/seo.ts";

export const meta = staticPageMeta("services", paths.services);

export default function OurServices() {
  const { pages, company } = useContent();
  return (
    <>
      <ServicesGrid heading={pages.services.heading} subtitle={company.servicesSubtitle} level={1} />
      <SharedSections />
    </>
  );
}
