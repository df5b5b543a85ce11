import { useLocation } from "react-router";
import { useContent } from "~/components/content-context.tsx";
import { Island } from "~/islands/island.tsx";
import { sharedIsland } from "~/lib/shared-island-props.ts";
import { DesktopNav } from "./desktop-nav.tsx";
import { HeaderSearch } from "./header-search.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

export function SiteHeader() {
  const { pathname, search } = useLocation();
  const { locale } = useContent();
  return (
    <header className="site-header">
      <div className="site-header-row">
        <Logo />
        <Island
          name="desktop-nav"
          component={DesktopNav}
          props={{ currentPath: pathname }}
          shared={sharedIsland("navigation", locale)}
        />
        <div className="flex items-center gap-2">
          <HeaderSearch place="bar" />
          <ThemeToggle />
          <LanguageSwitcher pathname={pathname} search={search} />
          <MobileNav currentPath={pathname} />
        </div>
      </div>
    </header>
  );
}
