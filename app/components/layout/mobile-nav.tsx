import { Icon } from "~/components/ui/icon.tsx";
import { useContent } from "~/components/content-context.tsx";
import type { MenuItem } from "~/content/schemas.ts";
import { HeaderSearch } from "./header-search.tsx";
import { MenuLink } from "./menu-link.tsx";

// Component classes from app.css (these repeat for every menu item).
const linkClass = "mobile-nav-link";
const summaryClass = "mobile-nav-summary";

/**
 * Phone and tablet menu, built on <details>/<summary>: the toggle works with no JavaScript at
 * all, and since every page is its own document the menu is closed again after navigating.
 */
export function MobileNav({ currentPath }: { currentPath: string }) {
  const { messages, navigation } = useContent();
  return (
    <details className="group/menu lg:hidden" data-testid="mobile-menu">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg bg-brand-deep px-4 font-semibold text-white [&::-webkit-details-marker]:hidden">
        <Icon name="menu" className="size-5 group-open/menu:hidden" />
        <Icon name="close" className="hidden size-5 group-open/menu:block" />
        {messages.openMenu}
      </summary>
      <nav
        aria-label={messages.primaryNavigation}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-ink/10 bg-surface px-4 pt-2 pb-6 shadow-xl"
      >
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
        <li key={item.href + item.label}>
          {item.children ? (
            <details>
              <summary className={summaryClass}>
                {item.label}
                {/* Keyed to its own <details>: a named group would also match every open ancestor. */}
                <Icon name="chevronDown" className="size-4 transition-transform [details[open]>summary>&]:rotate-180" />
              </summary>
              <div className="mt-1 ml-3 border-l-2 border-mint pl-2">
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
            <div className="flex">
              <MenuLink item={item} className={linkClass} currentPath={currentPath} newTabLabel={newTabLabel} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
