import type { ReactNode } from "react";

/** A staff page's one heading, with what acts on the whole page beside it (export links). */
export function PageTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold break-words text-teal-deep sm:text-3xl">{children}</h1>
      {aside}
    </div>
  );
}
