import { ArtImage } from "~/components/ui/art-image.tsx";
import { cardBodyClass, cardClass, cardTextClass, cardTitleClass } from "~/components/ui/card-classes.ts";
import { ExternalLink } from "~/components/ui/external-link.tsx";
import { useContent } from "~/components/content-context.tsx";
import type { ServiceCard } from "~/content/schemas.ts";
import { cn } from "~/lib/cn.ts";
import { cardAnchor } from "~/search/anchors.ts";

/**
 * The cards of one service category, however many: 1, 2 or 4 columns, a last row short of full
 * centred (a single card sits in the middle). The image and the title both open the
 * card's page on the agency site; the image link is kept out of the tab order and the
 * accessibility tree so keyboard and screen-reader users meet each link once.
 */
export function CategoryGrid({ cards, label }: { cards: ServiceCard[]; label: string }) {
  const { messages } = useContent();
  return (
    <section aria-label={label} className="py-14 sm:py-16">
      <ul className="mx-auto card-rows max-w-7xl px-4 sm:px-6 sm:[--cols:2] lg:[--cols:4]" data-testid="category-grid">
        {cards.map((card, i) => (
          // The card's anchor: site search links to it (decision 025).
          <li key={card.id} id={cardAnchor(card.id)} className={cn(i >= 4 && "deferred-card")}>
            <article className={cn(cardClass, card.kind === "projects" && "ring-2 ring-saffron")}>
              <a
                href={card.href}
                target="_blank"
                rel="noopener noreferrer"
                tabIndex={-1}
                aria-hidden="true"
                className="block overflow-hidden"
              >
                <ArtImage image={card.image} priority={i === 0} eager={i < 4} className="card-zoom" />
              </a>
              <div className={cardBodyClass}>
                <h2 className={cardTitleClass}>
                  <ExternalLink href={card.href} className="hover:underline" newTabLabel={messages.opensInNewTab}>
                    {card.title}
                  </ExternalLink>
                </h2>
                <p className={cardTextClass}>{card.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
