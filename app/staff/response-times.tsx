import type { ResponseTimes } from "~server/staff/follow-up.server.ts";
import { formatWait } from "./ui/format.ts";
import { Panel } from "./ui/panel.tsx";

const orDash = (ms: number | null) => (ms === null ? "–" : formatWait(ms));

/**
 * How fast the period's leads were answered: from arrival to the first reply sent from the inbox
 * (or the moment someone marked the lead replied). Speed is what wins a web lead, so it sits
 * beside the traffic it came from.
 */
export function ResponseTimeSummary({ times }: { times: ResponseTimes }) {
  const waiting = times.leads - times.answered;
  return (
    <Panel title="Time to first reply" titleId="response-title" className="mt-6" data-testid="response-times">
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <div>
          <dt className="text-sm font-semibold text-ink-soft">Median</dt>
          <dd className="text-2xl font-bold">{orDash(times.medianMs)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">90th percentile</dt>
          <dd className="text-2xl font-bold">{orDash(times.p90Ms)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">Answered</dt>
          <dd className="text-2xl font-bold">
            {times.answered} of {times.leads}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">Not answered yet</dt>
          <dd className="text-2xl font-bold">{waiting}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-ink-soft">
        For the leads received in the period, spam left out: from arrival to the first reply sent from the inbox, or to
        when someone marked the lead replied.
      </p>
    </Panel>
  );
}
