import { z } from "zod";

/**
 * The periods of the staff analytics dashboard, from its URL (a GET form, so every view has a
 * link staff can share). Days are UTC days, the days the analytics store keys its counts by.
 * Pure and free of server code: the dashboard, its CSV export and the seed script read it.
 */
export const presets = ["today", "7d", "30d", "12m"] as const;
export type Preset = (typeof presets)[number];
export type PeriodKind = Preset | "custom";

/** Inclusive UTC days, 'YYYY-MM-DD'. */
export type DayRange = { from: string; to: string };

export type Period = DayRange & {
  kind: PeriodKind;
  /** The period just before, of the same number of days: what every change is measured against. */
  previous: DayRange;
  /** The chart's bars: one per day up to 31 days, one per month beyond. */
  bucket: "day" | "month";
};

export const presetLabels: Record<Preset, string> = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "12m": "Last 12 months",
};

export const defaultPreset: Preset = "30d";
/** The longest custom period: two years of daily rollups is still a quick query. */
export const maxCustomDays = 731;

const dayMs = 24 * 60 * 60 * 1000;
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => new Date(dayTime(day) + days * dayMs).toISOString().slice(0, 10);
export const dayCount = (range: DayRange) => Math.round((dayTime(range.to) - dayTime(range.from)) / dayMs) + 1;

/** Every day of the range, oldest first. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: Math.max(0, dayCount(range)) }, (_, i) => addDays(range.from, i));
}

/** Every month ('YYYY-MM') the range touches, oldest first. */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  for (let month = range.from.slice(0, 7); month <= range.to.slice(0, 7); month = nextMonth(month)) months.push(month);
  return months;
}

function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

function period(kind: PeriodKind, range: DayRange): Period {
  const days = dayCount(range);
  return {
    kind,
    ...range,
    previous: { from: addDays(range.from, -days), to: addDays(range.from, -1) },
    bucket: days <= 31 ? "day" : "month",
  };
}

/** A preset's days, ending today. Twelve months start on the first of the month eleven months back. */
export function presetPeriod(preset: Preset, today: string): Period {
  if (preset === "today") return period(preset, { from: today, to: today });
  if (preset === "7d") return period(preset, { from: addDays(today, -6), to: today });
  if (preset === "30d") return period(preset, { from: addDays(today, -29), to: today });
  const [year, month] = today.split("-").map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10);
  return period(preset, { from: start, to: today });
}

const isRealDay = (text: string) =>
  !Number.isNaN(dayTime(text)) && new Date(dayTime(text)).toISOString().startsWith(text);

const day = (name: string) =>
  z
    .string({ error: `Enter the ${name} date.` })
    .trim()
    .min(1, `Enter the ${name} date.`)
    // The date fields always send 2026-01-31; anything else came from an edited address, and the
    // field shows the staff member a calendar in their own format, so the message names no format.
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${name} date is not a date: choose one.`)
    .refine(isRealDay, `The ${name} date does not exist: choose another.`);

const rangeSchema = (today: string) =>
  z
    .object({ from: z.string(), to: z.string() })
    .refine((range) => range.to <= today, { path: ["to"], message: "The end date cannot be after today (UTC)." })
    .refine((range) => range.from <= range.to, {
      path: ["from"],
      message: "The start date must be on or before the end date.",
    })
    .refine((range) => dayCount(range) <= maxCustomDays, {
      path: ["from"],
      message: `A custom period can be at most ${maxCustomDays} days long.`,
    });

export type PeriodField = "period" | "from" | "to";
export type PeriodInput = { from: string; to: string };
export type PeriodResult =
  { ok: true; period: Period } | { ok: false; errors: { field: PeriodField; message: string }[]; input: PeriodInput };

/**
 * The period a dashboard URL asks for: `?period=7d`, or `?period=custom&from=…&to=…` (a from or
 * to alone also means custom); nothing means the default. Bad input is a message per field, never
 * an exception.
 */
export function parsePeriod(params: URLSearchParams, today: string): PeriodResult {
  const input = { from: (params.get("from") ?? "").slice(0, 40), to: (params.get("to") ?? "").slice(0, 40) };
  const asked = params.get("period") ?? (params.has("from") || params.has("to") ? "custom" : defaultPreset);
  if (asked !== "custom") {
    const preset = z.enum(presets).safeParse(asked);
    if (preset.success) return { ok: true, period: presetPeriod(preset.data, today) };
    return { ok: false, errors: [{ field: "period", message: "Choose one of the periods listed." }], input };
  }
  // Each date on its own first (one message per field), then the two together.
  const from = day("start").safeParse(input.from);
  const to = day("end").safeParse(input.to);
  const errors: { field: PeriodField; message: string }[] = [];
  if (!from.success) errors.push({ field: "from", message: from.error.issues[0]?.message ?? "Invalid date." });
  if (!to.success) errors.push({ field: "to", message: to.error.issues[0]?.message ?? "Invalid date." });
  if (!from.success || !to.success) return { ok: false, errors, input };
  const range = rangeSchema(today).safeParse({ from: from.data, to: to.data });
  if (range.success) return { ok: true, period: period("custom", range.data) };
  for (const issue of range.error.issues) {
    errors.push({ field: issue.path[0] === "to" ? "to" : "from", message: issue.message });
  }
  return { ok: false, errors, input };
}

/** The query string of a period, for links (CSV exports, the chart's table). */
export function periodQuery(period: Pick<Period, "kind" | "from" | "to">): string {
  if (period.kind !== "custom") return `period=${period.kind}`;
  return `period=custom&from=${period.from}&to=${period.to}`;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const monthFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "short", year: "numeric" });

/** '2026-11-24' as '24 Nov 2026'; '2026-11' as 'Nov 2026'. */
export const formatDay = (day: string) => dayFormat.format(new Date(dayTime(day)));
export const formatMonth = (month: string) => monthFormat.format(new Date(dayTime(`${month}-01`)));

export function periodLabel(period: Pick<Period, "kind" | "from" | "to">): string {
  if (period.kind !== "custom") return presetLabels[period.kind];
  return period.from === period.to ? formatDay(period.from) : `${formatDay(period.from)} to ${formatDay(period.to)}`;
}
