import type { LabelStrings, RateId, StatisticId } from "../statistics.ts";

/** The figures' and rates' labels in Bangla; the numbers are declared in ../statistics.ts. */
export const statisticStrings = {
  "completed-projects": { label: "সম্পন্ন প্রজেক্ট" },
  "satisfied-clients": { label: "সন্তুষ্ট ক্লায়েন্ট" },
  "ongoing-projects": { label: "চলমান প্রজেক্ট" },
  "years-of-experience": { label: "বছরের অভিজ্ঞতা" },
} satisfies Record<StatisticId, LabelStrings>;

export const rateStrings = {
  "project-completion-rate": { label: "প্রজেক্ট সম্পন্নের হার" },
  "client-satisfaction-rate": { label: "ক্লায়েন্ট সন্তুষ্টির হার" },
  "ongoing-projects-rate": { label: "চলমান প্রজেক্ট" },
} satisfies Record<RateId, LabelStrings>;
