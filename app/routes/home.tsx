import { useContent } from "~/components/content-context.tsx";
import { HeroCarousel } from "~/components/sections/hero-carousel.tsx";
import { ProjectsGrid } from "~/components/sections/projects-grid.tsx";
import { ServicesGrid } from "~/components/sections/services-grid.tsx";
import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { StatsBlock } from "~/components/sections/stats-block.tsx";
import { localeFromPath, paths } from "~/content/site-paths.ts";
import { CAROUSEL_HYDRATE_BY_MS } from "~/components/ui/use-carousel.ts";
import { Island } from "~/islands/island.tsx";
import { sharedIsland } from "~/lib/shared-island-props.ts";
import { staticPageMeta } from "~/lib/seo.ts";
import { organizationJsonLd } from "~/lib/structured-data.ts";

export const meta = (args: { location: { pathname: string } }) => [
  ...staticPageMeta("home", paths.home)(args),
  { "script:ld+json": organizationJsonLd(localeFromPath(args.location.pathname)) },
];

export default function Home() {
  const content = useContent();
  const { company } = content;
  return (
    <>
      <Island
        name="hero-carousel"
        component={HeroCarousel}
        hydrateAt={CAROUSEL_HYDRATE_BY_MS}
        props={{}}
        shared={sharedIsland("hero", content.locale)}
      />
      <StatsBlock heading={company.statsHeading} subtitle={company.statsSubtitle} />
      <ServicesGrid heading={company.servicesHeading} subtitle={company.servicesSubtitle} />
      <ProjectsGrid heading={company.projectsHeading} subtitle={company.projectsSubtitle} projects={content.projects} />
      <SharedSections />
    </>
  );
}
