import type { Rate, Statistic } from "../schemas.ts";

export const statistics = [
  { id: "completed-projects", value: 85, suffix: "+", label: "সম্পন্ন প্রজেক্ট" },
  { id: "satisfied-clients", value: 28, suffix: "+", label: "সন্তুষ্ট ক্লায়েন্ট" },
  { id: "ongoing-projects", value: 15, suffix: "+", label: "চলমান প্রজেক্ট" },
  { id: "years-of-experience", value: 6, suffix: "", label: "বছরের অভিজ্ঞতা" },
] satisfies Statistic[];

export const rates = [
  { id: "project-completion-rate", label: "প্রজেক্ট সম্পন্নের হার", percent: 90 },
  { id: "client-satisfaction-rate", label: "ক্লায়েন্ট সন্তুষ্টির হার", percent: 95 },
  { id: "ongoing-projects-rate", label: "চলমান প্রজেক্ট", percent: 60 },
] satisfies Rate[];
