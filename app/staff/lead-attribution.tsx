import type { LeadAttribution } from "~server/leads/lead-attribution.ts";

const none = <span className="text-ink-soft">none</span>;
const textOrNone = (value: string | null) => (value ? value : none);

/**
 * How the sender found the site, as stored with the message (docs/analytics.md, lead
 * attribution): their first page that day, the referring site, the campaign and the pages they
 * saw. All of it came from the visitor's own request, so it is shown as text only.
 */
export function LeadAttributionDetails({ attribution }: { attribution: LeadAttribution | null }) {
  return (
    <section aria-labelledby="attribution-title" className="mt-6 border-t border-ink/10 pt-6" data-testid="attribution">
      <h2 id="attribution-title" className="text-lg font-bold text-teal-deep">
        How they found the site
      </h2>
      {attribution ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-[0.95rem] wrap-anywhere sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink-soft">Entry page</dt>
          <dd>{attribution.entryPage}</dd>
          <dt className="font-semibold text-ink-soft">Referrer</dt>
          <dd>{attribution.referrerHost ?? <span className="text-ink-soft">none (direct)</span>}</dd>
          <dt className="font-semibold text-ink-soft">UTM source</dt>
          <dd>{textOrNone(attribution.utmSource)}</dd>
          <dt className="font-semibold text-ink-soft">UTM medium</dt>
          <dd>{textOrNone(attribution.utmMedium)}</dd>
          <dt className="font-semibold text-ink-soft">UTM campaign</dt>
          <dd>{textOrNone(attribution.utmCampaign)}</dd>
          <dt className="font-semibold text-ink-soft">Pages seen</dt>
          <dd>
            {attribution.pagesSeen.length === 0 ? (
              none
            ) : (
              <ol className="list-decimal pl-5">
                {attribution.pagesSeen.map((path, i) => (
                  <li key={i}>{path}</li>
                ))}
              </ol>
            )}
          </dd>
        </dl>
      ) : (
        <p className="mt-2">
          <span className="font-semibold">Not recorded.</span>{" "}
          <span className="text-ink-soft">
            The sender&apos;s page views were not counted that day (sent before attribution existed, with analytics off,
            or their visit was on another day).
          </span>
        </p>
      )}
    </section>
  );
}
