import { wideColumns } from "~/components/ui/card-rows.ts";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { useContent } from "~/components/content-context.tsx";
import { formatNumber } from "~/content/locale.ts";
import { cn } from "~/lib/cn.ts";

type StatsBlockProps = { heading: string; subtitle: string };

/**
 * Company figures and rate bars. Final values are in the prerendered HTML; the bars are ARIA
 * meters with a name and a value, so they read as "Client Satisfaction Rate, 95%". However many
 * figures there are, the rows are as full as they can be and a last odd one is centred.
 */
export function StatsBlock({ heading, subtitle }: StatsBlockProps) {
  const { statistics, rates, locale } = useContent();
  const percent = (value: number) => `${formatNumber(value, locale)}%`;
  return (
    <section aria-labelledby="stats-heading" className="bg-surface py-16 below-fold sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="stats-heading" title={heading} subtitle={subtitle} />
        <dl
          className={cn("mt-12 card-rows [--cols:2] [--gap:1rem]", wideColumns(statistics.length))}
          data-testid="statistics"
        >
          {statistics.map((stat) => (
            <div key={stat.id} className="flex flex-col-reverse rounded-2xl bg-cream p-6 text-center ring-1 ring-ink/5">
              <dt className="mt-1 font-semibold text-ink-soft">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-teal-deep sm:text-5xl">
                {formatNumber(stat.value, locale)}
                {stat.suffix}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mx-auto mt-12 max-w-3xl space-y-6">
          {rates.map((rate) => (
            <div key={rate.id}>
              <div className="flex justify-between font-semibold">
                <span id={`rate-${rate.id}`}>{rate.label}</span>
                <span aria-hidden="true" className="text-teal-deep">
                  {percent(rate.percent)}
                </span>
              </div>
              <div
                role="meter"
                aria-labelledby={`rate-${rate.id}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={rate.percent}
                aria-valuetext={percent(rate.percent)}
                className="mt-2 h-3 overflow-hidden rounded-full bg-mint"
              >
                <div
                  className="h-full rounded-full bg-gradient-to-r from-teal to-teal-deep"
                  style={{ width: `${rate.percent}%` }}
                />
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
