import { rejectedReasonLabels, type RejectedReason } from "~server/leads/spam-reasons.ts";
import { Panel } from "./ui/panel.tsx";
import { Table, TableCell, TableRow } from "./ui/table.tsx";

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

const columns = [
  { label: "Day (UTC)", kind: "label" },
  { label: "Reason", kind: "text" },
  { label: "Posts", kind: "number" },
] as const;

/**
 * Posts the server refused before anything was stored, counted per UTC day and reason: how much
 * the form is being hammered, and whether real people are tripping over a check. Never content.
 */
export function RejectedPosts({ counts, days }: { counts: Count[]; days: number }) {
  const title = `Refused posts, last ${days} days`;
  return (
    <Panel title={title} titleId="refused-title" className="mt-8" data-testid="rejected-posts">
      <p className="mt-1 text-sm text-ink-soft">
        Posts answered with an error and not stored, and acknowledgements the daily limit held back: only their day
        (UTC) and reason are counted, never what they said.
      </p>
      {counts.length === 0 ? (
        <p className="mt-3 font-semibold text-ink-soft">No posts were refused in the last {days} days.</p>
      ) : (
        <Table caption={`${title}, per day (UTC) and reason`} columns={columns} className="mt-3">
          {counts.map((row) => (
            <TableRow key={`${row.day}-${row.reason}`}>
              <TableCell kind="label" rowHeader>
                <time dateTime={row.day}>{dayLabel(row.day)}</time>
              </TableCell>
              <TableCell kind="text">{rejectedReasonLabels[row.reason] ?? row.reason}</TableCell>
              <TableCell kind="number">{row.count.toLocaleString("en-GB")}</TableCell>
            </TableRow>
          ))}
        </Table>
      )}
    </Panel>
  );
}
