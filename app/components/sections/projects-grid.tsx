import { ArtImage } from "~/components/ui/art-image.tsx";
import {
  cardBodyClass,
  cardClass,
  cardLinkClass,
  cardTextClass,
  cardTitleClass,
} from "~/components/ui/card-classes.ts";
import { ExternalLink } from "~/components/ui/external-link.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { cn } from "~/lib/cn.ts";
import { projectAnchor } from "~/search/anchors.ts";
import { SectionHeading, Subheading } from "~/components/ui/section-heading.tsx";
import { useContent } from "~/components/content-context.tsx";
import type { Project } from "~/content/schemas.ts";

type ProjectsGridProps = { heading: string; subtitle: string; projects: Project[]; level?: 1 | 2 };

/**
 * Recent client sites: 1, 2 or 3 columns, a last row short of full centred (one project sits in the
 * middle); each card opens the live site in a new tab.
 */
export function ProjectsGrid({ heading, subtitle, projects, level = 2 }: ProjectsGridProps) {
  const { messages } = useContent();
  return (
    <section
      aria-labelledby="projects-heading"
      className={cn("bg-mint/60 py-16 sm:py-20", level === 2 && "below-fold")}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="projects-heading" title={heading} subtitle={subtitle} level={level} />
        <ul className="mt-12 card-rows sm:[--cols:2] lg:[--cols:3]" data-testid="projects-grid">
          {projects.map((project, i) => (
            // On its own page, cards past the first row (three columns on a desktop) are laid out when
            // scrolled near (app.css), as a category's are.
            <li
              key={project.id}
              id={projectAnchor(project.id)}
              className={cn(level === 1 && i >= 3 && "deferred-card")}
            >
              <article className={cardClass}>
                <ArtImage image={project.image} priority={level === 1 && i === 0} eager={level === 1 && i < 3} />
                <div className={cardBodyClass}>
                  <Subheading level={level} className={cardTitleClass}>
                    {project.title}
                  </Subheading>
                  <p className={cardTextClass}>{project.description}</p>
                  <ExternalLink href={project.href} className={cardLinkClass} newTabLabel={messages.opensInNewTab}>
                    {messages.visitProject}
                    <span className="sr-only">: {project.title}</span>
                    <Icon name="external" className="size-4" />
                  </ExternalLink>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
