import type { ComponentProps, ReactNode } from "react";
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

/**
 * What a page says above its forms after a post: the change it saved (from the redirect's query),
 * and a refusal that no form on the page can show beside its field. Either may be absent.
 */
export function PageNotices(props: { saved?: ReactNode; refused?: ReactNode; className?: string }) {
  const { saved, refused, className } = props;
  return (
    <>
      {saved && (
        <Notice tone="success" className={className}>
          {saved}
        </Notice>
      )}
      {refused && (
        <Notice tone="error" className={className}>
          {refused}
        </Notice>
      )}
    </>
  );
}

export function Notice({ tone, live = liveByTone[tone], className, ...props }: Props) {
  return <div role={live === "off" ? undefined : live} className={cn(noticeClasses[tone], className)} {...props} />;
}
