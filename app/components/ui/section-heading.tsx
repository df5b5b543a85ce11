import { cn } from "~/lib/cn.ts";

type SectionHeadingProps = {
  id: string;
  title: string;
  subtitle?: string;
  /** Sections that lead their page carry its one h1; the rest use h2. */
  level?: 1 | 2;
  tone?: "onLight" | "onDark";
};

/** Centred section title with a saffron rule, used by every content section. */
export function SectionHeading({ id, title, subtitle, level = 2, tone = "onLight" }: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto max-w-3xl text-center">
      <Heading
        id={id}
        className={cn(
          "text-3xl font-extrabold tracking-tight text-balance sm:text-4xl",
          tone === "onDark" ? "text-white" : "text-teal-deep",
        )}
      >
        {title}
      </Heading>
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-saffron" />
      {subtitle && (
        <p className={cn("mt-4 text-lg", tone === "onDark" ? "text-white/85" : "text-ink-soft")}>{subtitle}</p>
      )}
    </div>
  );
}

/** Headings inside a section sit one level below its title, so a page never skips a level. */
export function subheadingTag(level: 1 | 2): "h2" | "h3" {
  return level === 1 ? "h2" : "h3";
}

type SubheadingProps = { level: 1 | 2; className?: string; id?: string; children: React.ReactNode };

/** A heading inside a section whose own title has `level`. */
export function Subheading({ level, className, id, children }: SubheadingProps) {
  const Tag = level === 1 ? "h2" : "h3";
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
