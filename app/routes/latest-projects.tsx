import type { Route } from "./+types/latest-projects";
import { ProjectsGrid } from "~/components/sections/projects-grid.tsx";
import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { pages } from "~/content/pages.ts";
import { projects } from "~/content/projects.ts";
import { paths } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";
import { sharedSectionsData } from "~/lib/shared-sections-data.ts";

export function loader() {
  return { projects, shared: sharedSectionsData() };
}

export const meta = () =>
  pageMeta({ title: pages.projects.title, description: pages.projects.description, path: paths.projects });

export default function LatestProjects({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData.shared;
  return (
    <>
      <ProjectsGrid
        heading={pages.projects.heading}
        subtitle={company.projectsSubtitle}
        projects={loaderData.projects}
        level={1}
      />
      <SharedSections data={loaderData.shared} />
    </>
  );
}
