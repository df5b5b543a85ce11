import type { ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

/**
 * Terms and their values (a lead's sender, a person's state): two columns from the `sm`
 * breakpoint, or always in `compact` cards. Values are often a visitor's text, so they break
 * anywhere rather than widen the page.
 */
const listClasses = {
  roomy: "grid gap-x-6 gap-y-2 text-[0.95rem] sm:grid-cols-[auto_1fr]",
  compact: "grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm",
} as const;
const valueClasses = {
  plain: "min-w-0 wrap-anywhere",
  strong: "min-w-0 font-semibold wrap-anywhere",
  danger: "min-w-0 font-semibold wrap-anywhere text-coral-dark",
} as const;

type Density = keyof typeof listClasses;

export function DetailList(props: { density?: Density; className?: string; children: ReactNode }) {
  const { density = "roomy", className, children } = props;
  return <dl className={cn(listClasses[density], className)}>{children}</dl>;
}

type DetailProps = {
  term: ReactNode;
  tone?: keyof typeof valueClasses;
  lang?: string;
  testId?: string;
  children: ReactNode;
};

export function Detail({ term, tone = "plain", lang, testId, children }: DetailProps) {
  return (
    <>
      <dt className="font-semibold text-ink-soft">{term}</dt>
      <dd lang={lang} className={valueClasses[tone]} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
