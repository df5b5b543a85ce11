import { Icon } from "~/components/ui/icon.tsx";
import { useContent } from "~/components/content-context.tsx";
import type { MenuItem } from "~/content/schemas.ts";
import { HeaderSearch } from "./header-search.tsx";
import { MenuLink } from "./menu-link.tsx";

// Component classes from app.css (these repeat for every menu item).
const linkClass = "mobile-nav-link";
const summaryClass = "mobile-nav-summary";
const groupClass = "mobile-nav-group";

/**
 * Phone and tablet menu, built on <details>/<summary>: the toggle works with no JavaScript at
 * all, and since every page is its own document the menu is closed again after navigating.
 */
export function MobileNav({ currentPath }: { currentPath: string }) {
  const { messages, navigation } = useContent();
  return (
    <details className="group/menu lg:hidden" data-testid="mobile-menu">
      <summary className="menu-button">
        <Icon name="menu" className="size-5 group-open/menu:hidden" />
        <Icon name="close" className="hidden size-5 group-open/menu:block" />
        {messages.openMenu}
      </summary>
      <nav aria-label={messages.primaryNavigation} className="mobile-nav-panel">
        <HeaderSearch place="menu" />
        <MobileMenuList items={navigation.mainMenu} currentPath={currentPath} newTabLabel={messages.opensInNewTab} />
      </nav>
    </details>
  );
}

type MobileMenuListProps = { items: MenuItem[]; currentPath: string; newTabLabel: string };

function MobileMenuList({ items, currentPath, newTabLabel }: MobileMenuListProps) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.href + item.label} className={item.children ? undefined : "flex"}>
          {item.children ? (
            <details>
              <summary className={summaryClass}>
                {item.label}
                {/* Turned by app.css when its own <details> is open. */}
                <Icon name="chevronDown" className="size-4" />
              </summary>
              <div className={groupClass}>
                <ul className="space-y-1">
                  <li className="flex">
                    <MenuLink
                      item={{ label: item.label, href: item.href, external: item.external }}
                      className={linkClass}
                      currentPath={currentPath}
                      newTabLabel={newTabLabel}
                    />
                  </li>
                </ul>
                <MobileMenuList items={item.children} currentPath={currentPath} newTabLabel={newTabLabel} />
              </div>
            </details>
          ) : (
            <MenuLink item={item} className={linkClass} currentPath={currentPath} newTabLabel={newTabLabel} />
          )}
        </li>
      ))}
    </ul>
  );
}
