import type { Route } from "./+types/home";
import { HeroCarousel } from "~/components/sections/hero-carousel.tsx";
import { Island } from "~/islands/island.tsx";
import { ProjectsGrid } from "~/components/sections/projects-grid.tsx";
import { ServicesGrid } from "~/components/sections/services-grid.tsx";
import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { StatsBlock } from "~/components/sections/stats-block.tsx";
import { heroBanners } from "~/content/hero-banners.ts";
import { pages } from "~/content/pages.ts";
import { projects } from "~/content/projects.ts";
import { paths } from "~/content/site-paths.ts";
import { rates, statistics } from "~/content/statistics.ts";
import { pageMeta } from "~/lib/seo.ts";
import { servicesSummary } from "~/lib/services-summary.ts";
import { organizationJsonLd } from "~/lib/structured-data.ts";
import { sharedSectionsData } from "~/lib/shared-sections-data.ts";

export function loader() {
  return { heroBanners, statistics, rates, services: servicesSummary(), projects, shared: sharedSectionsData() };
}

export const meta = () => [
  ...pageMeta({ title: pages.home.title, description: pages.home.description, path: paths.home }),
  { "script:ld+json": organizationJsonLd() },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData.shared;
  return (
    <>
      <Island
        name="hero-carousel"
        component={HeroCarousel}
        props={{ banners: loaderData.heroBanners, heading: pages.home.heading }}
      />
      <StatsBlock
        heading={company.statsHeading}
        subtitle={company.statsSubtitle}
        statistics={loaderData.statistics}
        rates={loaderData.rates}
      />
      <ServicesGrid
        heading={company.servicesHeading}
        subtitle={company.servicesSubtitle}
        services={loaderData.services}
      />
      <ProjectsGrid
        heading={company.projectsHeading}
        subtitle={company.projectsSubtitle}
        projects={loaderData.projects}
      />
      <SharedSections data={loaderData.shared} />
    </>
  );
}
