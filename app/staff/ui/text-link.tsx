import type { ComponentProps } from "react";
import { cn } from "~/lib/cn.ts";

/**
 * A link in words (not a button): underlined as well as coloured. `inline` sits in running text;
 * `standalone` is a line of its own ("Back to the inbox"), a 44 px target; `inherit` takes the
 * colour of the notice it is in.
 */
const linkClasses = {
  inherit: "font-semibold underline underline-offset-2",
  inline: "font-semibold text-teal-deep underline underline-offset-2 hover:text-teal",
  standalone:
    "inline-flex min-h-11 items-center font-semibold text-teal-deep underline underline-offset-2 hover:text-teal",
} as const;

export function TextLink({
  kind = "inline",
  className,
  children,
  ...props
}: { kind?: keyof typeof linkClasses } & ComponentProps<"a">) {
  return (
    <a className={cn(linkClasses[kind], className)} {...props}>
      {children}
    </a>
  );
}
