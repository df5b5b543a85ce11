import type { Rate, Statistic } from "./schemas.ts";

/** The company's figures; the prerendered HTML shows these final values. */
export const statistics = [
  { id: "completed-projects", value: 85, suffix: "+", label: "Completed Projects" },
  { id: "satisfied-clients", value: 28, suffix: "+", label: "Satisfied Clients" },
  { id: "ongoing-projects", value: 15, suffix: "+", label: "Ongoing Projects" },
  { id: "years-of-experience", value: 6, suffix: "", label: "Years of Experience" },
] satisfies Statistic[];

export const rates = [
  { id: "project-completion-rate", label: "Project Completion Rate", percent: 90 },
  { id: "client-satisfaction-rate", label: "Client Satisfaction Rate", percent: 95 },
  { id: "ongoing-projects-rate", label: "Ongoing Projects", percent: 60 },
] satisfies Rate[];
