import type { ReactNode } from "react";
import type { InboxStatus } from "~server/staff/inbox-statuses.ts";

/** A short state in a pill; each tone's colours pass AA contrast in both themes. */
export type BadgeTone = "attention" | "done" | "danger" | "muted";

const badgeClasses: Record<BadgeTone, string> = {
  attention: "inline-flex rounded-full bg-saffron-soft px-2.5 py-0.5 text-sm font-semibold text-ink",
  done: "inline-flex rounded-full bg-mint px-2.5 py-0.5 text-sm font-semibold text-teal-dark",
  danger: "inline-flex rounded-full bg-coral-dark/10 px-2.5 py-0.5 text-sm font-semibold text-coral-dark",
  muted: "inline-flex rounded-full bg-ink/10 px-2.5 py-0.5 text-sm font-semibold text-ink-soft",
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={badgeClasses[tone]}>{children}</span>;
}

export const statusLabels: Record<InboxStatus, string> = {
  new: "New",
  replied: "Replied",
  spam: "Spam",
  archived: "Archived",
};

const statusTones: Record<InboxStatus, BadgeTone> = {
  new: "attention",
  replied: "done",
  spam: "danger",
  archived: "muted",
};

export function StatusBadge({ status }: { status: InboxStatus }) {
  return <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>;
}
