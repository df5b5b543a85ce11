import { NavLink } from "react-router";
import { ExternalLink } from "~/components/ui/external-link.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import type { MenuItem } from "~/content/schemas.ts";

/** A menu entry: internal paths are router links (with aria-current), external ones open a new tab. */
export function MenuLink({ item, className }: { item: MenuItem; className: string }) {
  if (item.external) {
    return (
      <ExternalLink href={item.href} className={className}>
        {item.label}
        <Icon name="external" className="ml-1.5 inline size-3.5 opacity-60" />
      </ExternalLink>
    );
  }
  return (
    <NavLink to={item.href} end className={className}>
      {item.label}
    </NavLink>
  );
}
