import { Link, useLocation } from "react-router";
import { ExternalLink } from "~/components/ui/external-link.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import type { MenuItem } from "~/content/schemas.ts";

/** "/about-us/" and "/about-us" are one page (prerendering renders the former). */
export function samePage(a: string, b: string): boolean {
  const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  return normalize(a) === normalize(b);
}

/** A menu entry: internal paths are router links (with aria-current), external ones open a new tab. */
export function MenuLink({ item, className }: { item: MenuItem; className: string }) {
  const { pathname } = useLocation();
  if (item.external) {
    return (
      <ExternalLink href={item.href} className={className}>
        {item.label}
        <Icon name="external" className="ml-1.5 inline size-3.5 opacity-60" />
      </ExternalLink>
    );
  }
  return (
    <Link to={item.href} className={className} aria-current={samePage(pathname, item.href) ? "page" : undefined}>
      {item.label}
    </Link>
  );
}
