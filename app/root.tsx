import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ContentProvider, useContent } from "~/components/content-context.tsx";
import { ContactShortcuts } from "~/components/layout/contact-shortcuts.tsx";
import { SiteFooter } from "~/components/layout/site-footer.tsx";
import { SiteHeader } from "~/components/layout/site-header.tsx";
import { SkipLink } from "~/components/layout/skip-link.tsx";
import { TopBar } from "~/components/layout/top-bar.tsx";
import { NotFoundContent } from "~/components/sections/not-found-content.tsx";
import { localeFromPath } from "~/content/site-paths.ts";
import { IslandsScript } from "~/islands/islands-script.tsx";
import { banglaFontScript } from "~/lib/bangla-font.ts";
import { documentTitle } from "~/lib/seo.ts";
import { themeScript } from "~/lib/theme-script.ts";
import { isStaffPath } from "~server/staff/staff-paths.ts";
import { parsePalette } from "~/styles/palette.ts";
import tokensCss from "~/styles/tokens.css?raw";

/** The browser's toolbar colour on phones: the brand's deep teal, from the design tokens. */
const themeColor = parsePalette(tokensCss, "app/styles/tokens.css").deepTeal;

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  // The staff area is a tool, not a page of the site: no public header, footer or islands.
  if (isStaffPath(pathname)) {
    return (
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <Meta />
          <Links />
        </head>
        <body>
          <ContentProvider>{children}</ContentProvider>
        </body>
      </html>
    );
  }
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        {/* First in the head, before the stylesheet: the theme is set before the first paint (decision 026). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript() }} />
        {/* Bangla pages only: the web font, once an earlier page has cached it (app/lib/bangla-font.ts). */}
        {locale === "bn" && <script dangerouslySetInnerHTML={{ __html: banglaFontScript() }} />}
        {/* No frame before the whole header is parsed: a slow phone painted the logo alone, then the
            controls beside it, which moved it (a layout shift of up to 0.013 on a page). Chromium
            unblocks when the target's start tag is parsed, so the target is <main>, right after. */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        <ContentProvider>
          <SkipLink />
          <TopBar />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter />
          <ContactShortcuts />
        </ContentProvider>
        <IslandsScript />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pages, messages, locale } = useContent();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{documentTitle(pages.notFound.title, locale)}</title>
        <NotFoundContent />
      </>
    );
  }
  // Production shows no stack trace; development logs it to the console.
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{documentTitle(messages.errorTitle, locale)}</title>
      <h1 className="text-3xl font-bold text-teal-deep">{messages.errorTitle}</h1>
      <p className="mt-4 text-lg text-ink-soft">{messages.errorText}</p>
    </section>
  );
}
