import { useLocation } from "react-router";
import { Island } from "~/islands/island.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-white">
      <div className="relative mx-auto flex min-h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <Island name="desktop-nav" component={DesktopNav} props={{ currentPath: pathname }} />
        <MobileNav currentPath={pathname} />
      </div>
    </header>
  );
}
