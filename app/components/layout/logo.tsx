import { useContent } from "~/components/content-context.tsx";

/** Brand mark, drawn by tools/art/illustrations/logo.ts (the same file is the favicon). Decorative: links name it. */
export function LogoMark({ className = "size-10" }: { className?: string }) {
  return <img src="/art/logo-mark.svg" alt="" width={40} height={40} className={className} />;
}

export function Logo() {
  const { messages, paths, site } = useContent();
  return (
    <a
      href={paths.home}
      className="flex min-h-11 items-center gap-3 rounded-md"
      aria-label={messages.homeLink(site.brand)}
    >
      <LogoMark />
      {/* Below 408 px the header's controls (search, theme, language, menu) need the room: at 375
          and 390 px the name ran under the theme toggle, in both languages (it needs about 396 px
          in English and 404 px in Bangla). The link keeps its name (aria-label). */}
      <span className="brand-name">{site.brand}</span>
    </a>
  );
}
