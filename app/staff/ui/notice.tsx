import type { ComponentProps } from "react";
import { cn } from "~/lib/cn.ts";

/**
 * A message above or inside a form: `success` says a change was saved (a status that screen
 * readers announce), `error` why one was refused (an alert), `warning` what cannot be done here.
 */
export type NoticeTone = "success" | "error" | "warning";

export const noticeClasses: Record<NoticeTone, string> = {
  success: "rounded-xl bg-mint px-4 py-3 font-semibold text-teal-dark",
  error: "rounded-xl bg-coral-dark/10 px-4 py-3 font-semibold text-coral-dark",
  warning: "rounded-xl bg-saffron-soft px-4 py-3 text-ink",
};
type Live = "status" | "alert" | "off";
const liveByTone: Record<NoticeTone, Live> = { success: "status", error: "alert", warning: "off" };

type Props = Omit<ComponentProps<"div">, "role"> & {
  tone: NoticeTone;
  /** Its role as a live region; "off" for a notice that is there from the start and says nothing new. */
  live?: Live;
};

export function Notice({ tone, live = liveByTone[tone], className, ...props }: Props) {
  return <div role={live === "off" ? undefined : live} className={cn(noticeClasses[tone], className)} {...props} />;
}
