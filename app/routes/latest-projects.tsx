import { useContent } from "~/components/content-context.tsx";
import { ProjectsGrid } from "~/components/sections/projects-grid.tsx";
import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { paths } from "~/content/site-paths.ts";
import { staticPageMeta } from "~/lib/seo.ts";

export const meta = staticPageMeta("projects", paths.projects);

export default function LatestProjects() {
  const { pages, company, projects } = useContent();
  return (
    <>
      <ProjectsGrid
        heading={pages.projects.heading}
        subtitle={company.projectsSubtitle}
        projects={projects}
        level={1}
      />
      <SharedSections />
    </>
  );
}
