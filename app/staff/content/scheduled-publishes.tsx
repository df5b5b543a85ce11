import type { Schedule } from "~server/content/content-service.ts";
import { buttonClasses } from "../ui/button.tsx";
import { inDhaka } from "../ui/format.ts";
import { panelClasses } from "../ui/panel.tsx";

/** A schedule as the overview shows it: its records named. */
export type ScheduleRow = Pick<Schedule, "id" | "publishAt" | "createdBy" | "state" | "outcome"> & {
  records: string[];
};

/** What is scheduled to go live (each with Cancel), then what the last schedules did. */
export function ScheduledPublishes({ schedules, publishes }: { schedules: ScheduleRow[]; publishes: boolean }) {
  if (schedules.length === 0) return null;
  const waiting = schedules.filter((schedule) => schedule.state === "waiting");
  const ended = schedules.filter((schedule) => schedule.state !== "waiting");
  return (
    <section aria-labelledby="schedules-title" className={`${panelClasses.plain} mt-6`}>
      <h2 id="schedules-title" className="text-lg font-bold text-teal-deep">
        Scheduled publishes ({waiting.length} waiting)
      </h2>
      {waiting.length > 0 && (
        <ul className="mt-2 grid gap-3">
          {waiting.map((schedule) => (
            <li key={schedule.id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <span>
                <time dateTime={schedule.publishAt} className="font-semibold">
                  {inDhaka(schedule.publishAt)}
                </time>
                : {schedule.records.join(", ")}; set by {schedule.createdBy}
              </span>
              {publishes && (
                <form method="post">
                  <input type="hidden" name="$intent" value="cancel-schedule" />
                  <input type="hidden" name="schedule" value={schedule.id} />
                  <button
                    type="submit"
                    className={buttonClasses({ variant: "secondary", size: "small" })}
                    aria-label={`Cancel the schedule of ${inDhaka(schedule.publishAt)}`}
                  >
                    Cancel
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {ended.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">Recently</h3>
          <ul className="mt-1 grid gap-1 text-ink-soft">
            {ended.map((schedule) => (
              <li key={schedule.id}>
                <time dateTime={schedule.publishAt}>{inDhaka(schedule.publishAt)}</time>: {schedule.records.join(", ")}
                {" — "}
                {schedule.outcome}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
