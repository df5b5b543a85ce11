import { ExternalLink } from "~/components/ui/external-link.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import type { MenuItem } from "~/content/schemas.ts";
import { withoutTrailingSlashes } from "~/content/site-paths.ts";

/** "/about-us/" and "/about-us" are one page (prerendering renders the former). */
export function samePage(a: string, b: string): boolean {
  return withoutTrailingSlashes(a) === withoutTrailingSlashes(b);
}

type MenuLinkProps = { item: MenuItem; className: string; currentPath: string; newTabLabel: string };

/**
 * A menu entry. Internal pages are plain links (every page is a prerendered document) marked
 * aria-current on the page they lead to; external ones open the agency site in a new tab.
 */
export function MenuLink({ item, className, currentPath, newTabLabel }: MenuLinkProps) {
  if (item.external) {
    return (
      <ExternalLink href={item.href} className={className} newTabLabel={newTabLabel}>
        {item.label}
        <Icon name="external" className="external-mark" />
      </ExternalLink>
    );
  }
  return (
    <a href={item.href} className={className} aria-current={samePage(currentPath, item.href) ? "page" : undefined}>
      {item.label}
    </a>
  );
}
