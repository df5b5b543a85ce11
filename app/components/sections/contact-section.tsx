import { wideColumns } from "~/components/ui/card-rows.ts";
import { cn } from "~/lib/cn.ts";
import { SectionHeading, Subheading, subheadingTag } from "~/components/ui/section-heading.tsx";
import { SocialLinks } from "~/components/ui/social-links.tsx";
import { useContent } from "~/components/content-context.tsx";
import { sharedIsland } from "~/lib/shared-island-props.ts";
import { useActionData } from "react-router";
import { Island } from "~/islands/island.tsx";
import { ContactForm, type ContactFormResult } from "./contact-form.tsx";

type ContactSectionProps = { level?: 1 | 2 };

/** Office and recruiting cards (rows as full as they can be), the contact form and the follow-us block. */
export function ContactSection({ level = 2 }: ContactSectionProps) {
  const { company, messages, officeCards, locale } = useContent();
  // After a no-JavaScript post the server renders this page with the action's answer.
  const actionData = useActionData() as ContactFormResult | undefined;
  return (
    <section
      aria-labelledby="contact-heading"
      className={cn("py-16 sm:py-20", level === 2 && "below-fold")}
      id="contact"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="contact-heading"
          title={company.contactHeading}
          subtitle={company.contactSubtitle}
          level={level}
        />
        <ul
          className={cn("mt-12 card-rows [--gap:1rem] sm:[--cols:2]", wideColumns(officeCards.length))}
          aria-label={messages.officeCardsLabel}
          data-testid="office-cards"
        >
          {officeCards.map((card) => (
            <li
              key={card.id}
              className="rounded-2xl border-t-4 border-saffron bg-surface p-6 shadow-sm ring-1 ring-ink/10"
            >
              <Subheading level={level} className="text-lg font-bold text-teal-deep">
                {card.title}
              </Subheading>
              <ul className="mt-2 space-y-1 text-[0.95rem] break-words text-ink-soft">
                {card.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <div className="relative rounded-3xl bg-surface p-6 shadow-sm ring-1 ring-ink/10 sm:p-8">
            <Island
              name="contact-form"
              component={ContactForm}
              props={{ initialResult: actionData ?? null, headingLevel: subheadingTag(level) }}
              shared={sharedIsland("contact-form", locale)}
            />
          </div>
          <aside
            aria-labelledby="follow-heading"
            className="self-start rounded-3xl bg-mint p-6 sm:p-8 lg:sticky lg:top-24"
          >
            <Subheading level={level} id="follow-heading" className="text-xl font-bold text-teal-deep">
              {company.followHeading}
            </Subheading>
            <p className="mt-3 text-ink-soft">{company.followText}</p>
            <SocialLinks tone="onLight" className="mt-5 gap-2" />
          </aside>
        </div>
      </div>
    </section>
  );
}
