import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

/**
 * A card of the staff pages. `danger` frames what cannot be undone (deleting, removing), `flagged`
 * what needs a second look (a message filed as spam). Complete class lists, one per tone: a
 * caller adds placement only (margin, width), never a ring, padding or colour.
 */
export type PanelTone = "plain" | "flagged" | "danger";

export const panelClasses: Record<PanelTone, string> = {
  plain: "rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-ink/10",
  flagged: "rounded-2xl bg-surface p-5 shadow-sm ring-2 ring-coral-dark/40",
  danger: "rounded-2xl bg-surface p-5 shadow-sm ring-2 ring-coral-dark",
};
/**
 * An entry of a list: inside a panel (a note, the lead's message, a reply: `quiet`, or `marked`
 * for the team's own words), or one of many on the page (`row`: an audit entry).
 */
export const entryClasses = {
  quiet: "rounded-xl bg-cream p-4 ring-1 ring-ink/10",
  marked: "rounded-xl bg-surface p-4 ring-1 ring-teal/40",
  row: "rounded-xl bg-surface px-4 py-3 shadow-sm ring-1 ring-ink/10",
} as const;

const titleClasses: Record<PanelTone, string> = {
  plain: "text-lg font-bold text-teal-deep",
  flagged: "text-lg font-bold text-coral-dark",
  danger: "text-lg font-bold text-coral-dark",
};

type Props = Omit<ComponentProps<"section">, "title"> & {
  /** The panel's heading; the section is named by it (a region landmark). */
  title?: ReactNode;
  titleId?: string;
  level?: 2 | 3;
  /** Beside the heading, at its end (a download link). */
  aside?: ReactNode;
  tone?: PanelTone;
};

export function Panel({ title, titleId, level = 2, aside, tone = "plain", className, children, ...props }: Props) {
  const ownId = useId();
  const id = titleId ?? ownId;
  const Heading = level === 2 ? "h2" : "h3";
  const heading = title && (
    <Heading id={id} className={titleClasses[tone]}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={title ? id : undefined} className={cn(panelClasses[tone], className)} {...props}>
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
