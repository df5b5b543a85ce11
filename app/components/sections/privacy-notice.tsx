import { cn } from "~/lib/cn.ts";
import { useContent } from "~/components/content-context.tsx";
import { EmailAddress } from "~/components/ui/email-address.tsx";
import { textLinkClass } from "~/components/ui/text-link.ts";
import { intlLocales, type Locale } from "~/content/locale.ts";
import { countryDataSource, privacyFacts } from "~/content/privacy.ts";
import { PageHeader } from "./page-header.tsx";

/** "24 November 2026" or "২৪ নভেম্বর, ২০২৬": the page is prerendered, so this runs at build time only. */
function formatDay(day: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeZone: "UTC" });
  return format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The privacy page's body: the same banner as the other inner pages, then the sections of
 * app/content/privacy.ts as plain static HTML (no island, no script). The ways to reach us come
 * from the site configuration, never from the copy.
 */
export function PrivacyNotice() {
  const { pages, privacy, locale } = useContent();
  return (
    <>
      <PageHeader heading={pages.privacy.heading} intro={pages.privacy.intro} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16" data-testid="privacy-notice">
        <p className="text-ink-soft">
          {privacy.updatedLabel}:{" "}
          <time dateTime={privacyFacts.updated} className="font-semibold text-ink">
            {formatDay(privacyFacts.updated, locale)}
          </time>
        </p>
        {privacy.sections.map((section, i) => (
          <section key={section.id} id={section.id} className={cn("mt-10", i >= 2 && "deferred-section")}>
            <h2 className="text-2xl font-bold text-teal-deep">{section.heading}</h2>
            {section.blocks.map((block, i) =>
              typeof block === "string" ? (
                <p key={i} className="mt-4">
                  {block}
                </p>
              ) : (
                <ul key={i} className="mt-4 list-disc space-y-2 pl-6 marker:text-teal">
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
            {"credit" in section && section.credit && (
              <p className="mt-4 text-sm text-ink-soft">
                {section.credit.before}
                <a href={countryDataSource.href} className={textLinkClass}>
                  {section.credit.link}
                </a>
                {section.credit.after}
              </p>
            )}
            {"contact" in section && section.contact && <ContactDetails />}
          </section>
        ))}
      </div>
    </>
  );
}

/** Email, phone and postal address, for requests about one's data. */
function ContactDetails() {
  const { privacy, site } = useContent();
  const { address } = site;
  const labels = privacy.contactLabels;
  return (
    <address
      className="mt-6 rounded-2xl bg-surface p-6 not-italic shadow-sm ring-1 ring-ink/10"
      data-testid="privacy-contact"
    >
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{labels.email}</dt>
        <dd>
          <a href={site.links.email} className={textLinkClass}>
            <EmailAddress address={site.email} />
          </a>
        </dd>
        <dt className="font-semibold">{labels.phone}</dt>
        <dd>
          <a href={site.links.phone} className={textLinkClass}>
            {site.phoneDisplay}
          </a>
        </dd>
        <dt className="font-semibold">{labels.post}</dt>
        <dd>
          {site.legalName}, {address.street}, {address.locality} {address.postalCode}, {address.country}
        </dd>
      </dl>
    </address>
  );
}
