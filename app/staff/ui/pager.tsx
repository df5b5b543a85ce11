import type { ReactNode } from "react";
import { cn } from "~/lib/cn.ts";
import { LinkButton } from "./button.tsx";

/** Newer and older pages of a list, newest first; `children` says where the reader is ("Page 2 of 5"). */
export function Pager(props: { newer: string | null; older: string | null; className?: string; children?: ReactNode }) {
  const { newer, older, className, children } = props;
  if (!newer && !older) return null;
  return (
    <nav aria-label="Pages" className={cn("flex flex-wrap items-center justify-between gap-3", className)}>
      {newer ? <LinkButton href={newer}>Newer</LinkButton> : <span />}
      {children && <span className="text-ink-soft">{children}</span>}
      {older ? <LinkButton href={older}>Older</LinkButton> : <span />}
    </nav>
  );
}
