import { ArtImage } from "~/components/ui/art-image.tsx";
import { cardBodyClass, cardClass, cardTextClass, cardTitleClass } from "~/components/ui/card-classes.ts";
import { ExternalLink } from "~/components/ui/external-link.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { cn } from "~/lib/cn.ts";
import { SectionHeading, Subheading } from "~/components/ui/section-heading.tsx";
import { useContent } from "~/components/content-context.tsx";
import { categoryPath, localizePath } from "~/content/site-paths.ts";

type ServicesGridProps = { heading: string; subtitle: string; level?: 1 | 2 };

/** The six service categories: 1, 2 or 3 columns by width. */
export function ServicesGrid({ heading, subtitle, level = 2 }: ServicesGridProps) {
  const { categories: services, messages, locale } = useContent();
  return (
    <section aria-labelledby="services-heading" className={cn("py-16 sm:py-20", level === 2 && "below-fold")}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="services-heading" title={heading} subtitle={subtitle} level={level} />
        <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="services-grid">
          {services.map((service, i) => (
            // On its own page, cards past the first row (three columns on a desktop) are laid out when
            // scrolled near (app.css), as a category's are.
            <li key={service.slug} className={cn(level === 1 && i >= 3 && "deferred-card")}>
              <article className={cardClass}>
                <ArtImage image={service.image} priority={level === 1 && i === 0} eager={level === 1 && i < 3} />
                <div className={cardBodyClass}>
                  <Subheading level={level} className={cardTitleClass}>
                    <a href={localizePath(categoryPath(service.slug), locale)} className="hover:underline">
                      {service.name}
                    </a>
                  </Subheading>
                  <p className={cardTextClass}>{service.summary}</p>
                  <ExternalLink
                    newTabLabel={messages.opensInNewTab}
                    href={service.externalHref}
                    className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-teal hover:underline"
                  >
                    {messages.learnMore}
                    <span className="sr-only"> {service.name}</span>
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
