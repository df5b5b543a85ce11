import type { ReactNode } from "react";
import type { InboxStatus } from "~server/staff/inbox-statuses.ts";

/**
 * Small shared pieces of the staff pages. They live under app/staff/, which the public
 * stylesheet does not scan (app.css `@source not`), so no staff class reaches public pages.
 */
export const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-deep px-5 font-semibold text-white hover:bg-brand-teal disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-surface px-5 font-semibold text-teal-deep ring-1 ring-teal-deep/30 hover:bg-mint";
export const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-coral px-5 font-semibold text-white hover:bg-brand-coral-hover";
export const inputClass =
  "min-h-11 w-full rounded-xl border border-ink/20 bg-surface px-3 text-base text-ink placeholder:text-ink-soft/80";
export const panelClass = "rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-ink/10";

export const statusLabels: Record<InboxStatus, string> = {
  new: "New",
  replied: "Replied",
  spam: "Spam",
  archived: "Archived",
};

// Complete class names per status (never built from strings), each with AA contrast.
const statusClasses: Record<InboxStatus, string> = {
  new: "bg-saffron-soft text-ink",
  replied: "bg-mint text-teal-dark",
  spam: "bg-coral-dark/10 text-coral-dark",
  archived: "bg-ink/10 text-ink-soft",
};

export function StatusBadge({ status }: { status: InboxStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusClasses[status]}`}>
      {statusLabels[status]}
    </span>
  );
}

const dhaka = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Dhaka",
  dateStyle: "medium",
  timeStyle: "short",
});

/** Staff work in Dhaka: every time is shown there, whatever the server's or browser's zone. */
export const inDhaka = (iso: string) => `${dhaka.format(new Date(iso))} (Dhaka)`;

export const languageNames: Record<string, string> = { en: "English", bn: "Bangla (বাংলা)" };

export function PageTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-teal-deep sm:text-3xl">{children}</h1>
      {aside}
    </div>
  );
}

/** Where the passkey script reports progress and errors; a live region so screen readers hear it. */
export function PasskeyStatus() {
  return <p data-status role="status" aria-live="polite" className="mt-4 min-h-6 font-semibold text-ink" />;
}

/** Passkeys are a browser API: without JavaScript the pages say so instead of a dead button. */
export function NoScriptNotice() {
  return (
    <noscript>
      <p className="mt-4 rounded-xl bg-coral-dark/10 px-4 py-3 font-semibold text-coral-dark">
        Passkeys need JavaScript. Turn JavaScript on for this site, then reload the page.
      </p>
    </noscript>
  );
}

/** A wait as staff say it: "45 min", "2 h 5 min", "3 days 4 h". */
export function formatWait(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  const unit = days === 1 ? "day" : "days";
  return hours % 24 === 0 ? `${days} ${unit}` : `${days} ${unit} ${hours % 24} h`;
}

export const noticeClass = "rounded-xl bg-mint px-4 py-3 font-semibold text-teal-dark";
export const errorClass = "rounded-xl bg-coral-dark/10 px-4 py-3 font-semibold text-coral-dark";
