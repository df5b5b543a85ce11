import type { Structure } from "./localized.ts";
import type { Rate, Statistic } from "./schemas.ts";

/** A figure's or a rate's label is all a language writes; the numbers are declared once, below. */
export type LabelStrings = { label: string };

/** The company's figures; the prerendered HTML shows these final values. */
export const statisticStructure = [
  { id: "completed-projects", value: 85, suffix: "+" },
  { id: "satisfied-clients", value: 28, suffix: "+" },
  { id: "ongoing-projects", value: 15, suffix: "+" },
  { id: "years-of-experience", value: 6, suffix: "" },
] as const satisfies readonly Structure<Statistic, LabelStrings>[];
export type StatisticId = (typeof statisticStructure)[number]["id"];

export const rateStructure = [
  { id: "project-completion-rate", percent: 90 },
  { id: "client-satisfaction-rate", percent: 95 },
  { id: "ongoing-projects-rate", percent: 60 },
] as const satisfies readonly Structure<Rate, LabelStrings>[];
export type RateId = (typeof rateStructure)[number]["id"];

export const statisticStrings = {
  "completed-projects": { label: "Completed Projects" },
  "satisfied-clients": { label: "Satisfied Clients" },
  "ongoing-projects": { label: "Ongoing Projects" },
  "years-of-experience": { label: "Years of Experience" },
} satisfies Record<StatisticId, LabelStrings>;

export const rateStrings = {
  "project-completion-rate": { label: "Project Completion Rate" },
  "client-satisfaction-rate": { label: "Client Satisfaction Rate" },
  "ongoing-projects-rate": { label: "Ongoing Projects" },
} satisfies Record<RateId, LabelStrings>;
