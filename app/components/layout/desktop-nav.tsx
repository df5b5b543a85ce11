import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { useHydrated } from "~/components/ui/use-hydrated.ts";
import type { MenuItem } from "~/content/schemas.ts";
import { cn } from "~/lib/cn.ts";
import { MenuLink } from "./menu-link.tsx";
import { focusFirstIn, moveFocus } from "./menu-keyboard.ts";
import { useMenuState } from "./use-menu-state.ts";

// Component classes from app.css (these repeat for every menu item).
const topLinkClass = "nav-top-link";
const panelLinkClass = "nav-panel-link";
const toggleClass = "nav-toggle";
const panelClass = "nav-panel";

const isMouse = (event: PointerEvent) => event.pointerType === "mouse";

/**
 * Desktop navigation: a disclosure menu (not an ARIA `menu`) two levels deep. Hover opens a
 * panel and leaving closes it after 200 ms; each parent has a button with aria-expanded for
 * keyboard and touch; arrows move within a list, Escape closes and returns focus.
 */
/** The menu's own words, in the page's language; `showSubmenu` has a `{label}` slot. */
export type DesktopNavLabels = { navigation: string; showSubmenu: string; opensInNewTab: string };

type DesktopNavProps = { currentPath: string; mainMenu: MenuItem[]; labels: DesktopNavLabels };

export function DesktopNav({ currentPath, mainMenu, labels }: DesktopNavProps) {
  const showSubmenu = (label: string) => labels.showSubmenu.replace("{label}", label);
  const menu = useMenuState();
  const { state, closeAll } = menu;
  // Once hydrated, React owns the panels and the CSS hover fallback steps aside.
  const enhanced = useHydrated();

  const navRef = useRef<HTMLElement>(null);

  // A click or tap anywhere outside the menu closes a pinned panel.
  useEffect(() => {
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [closeAll]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    const level = Number(target.closest("ul")?.dataset.level ?? 0);
    const key = event.key;
    if (key === "Escape") {
      const button = level === 3 ? nestedButton(state.top, state.nested) : topButton(state.top);
      if (level === 3) menu.setNested(null);
      else menu.closeAll();
      button?.focus();
    } else if (level === 1 && (key === "ArrowRight" || key === "ArrowLeft")) {
      moveFocus(target, key === "ArrowRight" ? 1 : -1);
    } else if (level === 1 && key === "ArrowDown") {
      const top = Number(target.closest("li")?.dataset.index);
      if (!mainMenu[top]?.children) return;
      menu.openTop(top);
      focusFirstIn(`submenu-${top}`);
    } else if (level > 1 && (key === "ArrowDown" || key === "ArrowUp")) {
      moveFocus(target, key === "ArrowDown" ? 1 : -1);
    } else if (level === 2 && key === "ArrowRight" && target.dataset.nested !== undefined) {
      const nested = Number(target.dataset.nested);
      menu.setNested(nested);
      focusFirstIn(`submenu-${state.top}-${nested}`);
    } else if (level === 3 && key === "ArrowLeft") {
      menu.setNested(null);
      nestedButton(state.top, state.nested)?.focus();
    } else if ((key === "Home" || key === "End") && level > 0) {
      moveFocus(target, key === "Home" ? "first" : "last");
    } else {
      return;
    }
    event.preventDefault();
  }

  return (
    // Arrow keys and Escape are handled once here for all the menu's links and buttons (delegation).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      aria-label={labels.navigation}
      className="site-nav hidden lg:block"
      data-enhanced={enhanced ? "" : undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) menu.closeAll();
      }}
    >
      <ul data-level="1" className="flex items-center gap-1">
        {mainMenu.map((item, top) => (
          <li
            key={item.href + item.label}
            data-index={top}
            className="relative flex items-center"
            onPointerEnter={(e) => isMouse(e) && menu.hoverTop(top)}
            onPointerLeave={(e) => isMouse(e) && menu.scheduleClose()}
          >
            <MenuLink
              item={item}
              className={topLinkClass}
              currentPath={currentPath}
              newTabLabel={labels.opensInNewTab}
            />
            {item.children && (
              <>
                <button
                  type="button"
                  data-top-button={top}
                  className={toggleClass}
                  aria-expanded={state.top === top}
                  aria-controls={`submenu-${top}`}
                  aria-label={showSubmenu(item.label)}
                  onClick={() => menu.toggleTop(top)}
                >
                  <Icon name="chevronDown" className="size-4" />
                </button>
                <ul
                  id={`submenu-${top}`}
                  data-submenu
                  data-level="2"
                  className={cn(panelClass, "top-full left-0", state.top === top ? "block" : "hidden")}
                >
                  {item.children.map((child, nested) => (
                    <li
                      key={child.href + child.label}
                      className="relative flex items-center"
                      onPointerEnter={(e) => isMouse(e) && menu.hoverNested(child.children ? nested : null)}
                    >
                      <MenuLink
                        item={child}
                        className={panelLinkClass}
                        currentPath={currentPath}
                        newTabLabel={labels.opensInNewTab}
                      />
                      {child.children && (
                        <>
                          <button
                            type="button"
                            data-nested={nested}
                            className={toggleClass}
                            aria-expanded={state.top === top && state.nested === nested}
                            aria-controls={`submenu-${top}-${nested}`}
                            aria-label={showSubmenu(child.label)}
                            onClick={() => menu.toggleNested(nested)}
                          >
                            <Icon name="chevronRight" className="size-4" />
                          </button>
                          <ul
                            id={`submenu-${top}-${nested}`}
                            data-submenu
                            data-level="3"
                            className={cn(
                              panelClass,
                              "top-0 left-full",
                              state.top === top && state.nested === nested ? "block" : "hidden",
                            )}
                          >
                            {child.children.map((leaf) => (
                              <li key={leaf.href + leaf.label} className="flex">
                                <MenuLink
                                  item={leaf}
                                  className={panelLinkClass}
                                  currentPath={currentPath}
                                  newTabLabel={labels.opensInNewTab}
                                />
                              </li>
                            ))}
                          </ul>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function topButton(top: number | null) {
  return top === null ? null : document.querySelector<HTMLElement>(`[data-top-button="${top}"]`);
}

function nestedButton(top: number | null, nested: number | null) {
  if (top === null || nested === null) return null;
  return document.querySelector<HTMLElement>(`#submenu-${top} [data-nested="${nested}"]`);
}
