import { rejectedReasonLabels, type RejectedReason } from "~server/leads/spam-reasons.ts";
import { panelClass } from "./staff-ui.tsx";

type Count = { day: string; reason: RejectedReason; count: number };

/** "2026-03-14" as "Sat, 14 Mar 2026": a UTC day, shown as the day it is (no time zone shift). */
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * Posts the server refused before anything was stored, counted per UTC day and reason: how much
 * the form is being hammered, and whether real people are tripping over a check. Never content.
 */
export function RejectedPosts({ counts, days }: { counts: Count[]; days: number }) {
  const title = `Refused posts, last ${days} days`;
  return (
    <section aria-labelledby="refused-title" className={`${panelClass} mt-8`} data-testid="rejected-posts">
      <h2 id="refused-title" className="text-xl font-bold text-teal-deep">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Posts answered with an error and not stored, and acknowledgements the daily limit held back: only their day
        (UTC) and reason are counted, never what they said.
      </p>
      {counts.length === 0 ? (
        <p className="mt-3 font-semibold text-ink-soft">No posts were refused in the last {days} days.</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{title}, per day (UTC) and reason</caption>
          <thead>
            <tr className="border-b border-ink/20">
              <th scope="col" className="py-1.5 pr-2 text-left">
                Day (UTC)
              </th>
              <th scope="col" className="py-1.5 pr-2 text-left">
                Reason
              </th>
              <th scope="col" className="py-1.5 text-right">
                Posts
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map((row) => (
              <tr key={`${row.day}-${row.reason}`} className="border-b border-ink/10 last:border-b-0">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal whitespace-nowrap">
                  <time dateTime={row.day}>{dayLabel(row.day)}</time>
                </th>
                <td className="py-1.5 pr-2">{rejectedReasonLabels[row.reason] ?? row.reason}</td>
                <td className="py-1.5 text-right tabular-nums">{row.count.toLocaleString("en-GB")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
