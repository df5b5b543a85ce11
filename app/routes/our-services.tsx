import type { Route } from "./+types/our-services";
import { ServicesGrid } from "~/components/sections/services-grid.tsx";
import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { pages } from "~/content/pages.ts";
import { paths } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";
import { servicesSummary } from "~/lib/services-summary.ts";
import { sharedSectionsData } from "~/lib/shared-sections-data.ts";

export function loader() {
  return { services: servicesSummary(), shared: sharedSectionsData() };
}

export const meta = () =>
  pageMeta({ title: pages.services.title, description: pages.services.description, path: paths.services });

export default function OurServices({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData.shared;
  return (
    <>
      <ServicesGrid
        heading={pages.services.heading}
        subtitle={company.servicesSubtitle}
        services={loaderData.services}
        level={1}
      />
      <SharedSections data={loaderData.shared} />
    </>
  );
}
