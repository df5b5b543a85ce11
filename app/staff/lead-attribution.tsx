import type { LeadAttribution } from "~server/leads/lead-attribution.ts";
import { Detail, DetailList } from "./ui/detail-list.tsx";

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
        <DetailList className="mt-3">
          <Detail term="Entry page">{attribution.entryPage}</Detail>
          <Detail term="Referrer">
            {attribution.referrerHost ?? <span className="text-ink-soft">none (direct)</span>}
          </Detail>
          <Detail term="UTM source">{textOrNone(attribution.utmSource)}</Detail>
          <Detail term="UTM medium">{textOrNone(attribution.utmMedium)}</Detail>
          <Detail term="UTM campaign">{textOrNone(attribution.utmCampaign)}</Detail>
          <Detail term="Pages seen">
            {attribution.pagesSeen.length === 0 ? (
              none
            ) : (
              <ol className="list-decimal pl-5">
                {attribution.pagesSeen.map((path, i) => (
                  <li key={i}>{path}</li>
                ))}
              </ol>
            )}
          </Detail>
        </DetailList>
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
