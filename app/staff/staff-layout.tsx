import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/staff-layout";
import staffStylesheet from "./staff.css?url";
import { siteContent } from "~/content/site-content.ts";
import { currentSession, privateHeaders, staffDatabase } from "~/staff/staff-request.server.ts";
import { Button } from "./ui/button.tsx";
import { PageTitle } from "./ui/page-title.tsx";
import { TextLink } from "./ui/text-link.tsx";
import { mayUse, staffHome, type StaffArea, type StaffRole } from "~server/staff/staff-roles.ts";

/**
 * The frame of every staff page: its own stylesheet (public pages never load it), noindex (the
 * meta tag is in app/root.tsx's staff document, so error pages carry it too), no caching, and a
 * header with the staff navigation when someone is signed in.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffStylesheet }];

export const headers: Route.HeadersFunction = () => ({ ...privateHeaders, "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await currentSession(request, await staffDatabase(context));
  return { email: session?.email ?? null, roles: session?.roles ?? [] };
}

// On the brand band in both themes: white words, the current page underlined.
const navLinkClass =
  "inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-white hover:bg-white/10 aria-[current=page]:underline aria-[current=page]:underline-offset-4";

/** The staff navigation: each link shown only to whose roles reach its area (the server refuses the rest anyway). */
const navLinks: readonly (readonly [string, string, StaffArea | null])[] = [
  ["/staff", "Inbox", "leads"],
  ["/staff/analytics", "Analytics", "analytics"],
  ["/staff/content", "Content", "content"],
  ["/staff/people", "People", "people"],
  ["/staff/audit", "Audit log", "audit"],
  ["/staff/passkeys", "Passkeys", null],
];

export const navLinksFor = (roles: readonly StaffRole[]) =>
  navLinks.filter(([, , area]) => area === null || mayUse(roles, area));

function StaffHeader({ email, roles }: { email: string | null; roles: readonly StaffRole[] }) {
  const { pathname } = useLocation();
  return (
    <header className="bg-brand-deep text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <a href={email ? staffHome(roles) : "/staff"} className="inline-flex min-h-11 items-center text-lg font-bold">
          {siteContent("en").site.brand}{" "}
          <span className="ml-2 rounded-full bg-saffron px-2 text-sm text-brand-ink">Staff</span>
        </a>
        {email && (
          // On a phone the brand and "Sign out" share the first row and the links take the second.
          <nav
            aria-label="Staff"
            className="order-last flex w-full flex-wrap items-center gap-1 sm:order-none sm:ml-auto sm:w-auto"
          >
            {navLinksFor(roles).map(([href, label]) => (
              <a key={href} href={href} aria-current={pathname === href ? "page" : undefined} className={navLinkClass}>
                {label}
              </a>
            ))}
          </nav>
        )}
        {email && (
          <form method="post" action="/staff/sign-out">
            <Button type="submit" variant="secondary" size="small">
              Sign out
            </Button>
          </form>
        )}
      </div>
      {email && <p className="sr-only">Signed in as {email}</p>}
    </header>
  );
}

export default function StaffLayout() {
  const { email, roles } = useLoaderData<typeof loader>();
  return (
    <>
      <StaffHeader email={email} roles={roles} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        <Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // The layout's own data, when only the page failed: a refused person still sees what they may use.
  const signedIn = useRouteLoaderData<typeof loader>("staff/staff-layout");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const text = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  const heading = notFound ? "Not found" : forbidden ? "Not for your role" : "Something went wrong";
  return (
    <>
      <StaffHeader email={signedIn?.email ?? null} roles={signedIn?.roles ?? []} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-16">
        <title>{`${heading} - Staff`}</title>
        <PageTitle>{heading}</PageTitle>
        <p className="mt-4 text-lg text-ink-soft">
          {notFound ? "There is nothing here, or the message was deleted." : (text ?? "Please try again in a minute.")}
        </p>
        <p className="mt-6">
          <TextLink kind="standalone" href={forbidden ? "/staff/passkeys" : "/staff"}>
            {forbidden ? "Back to your account" : "Back to the inbox"}
          </TextLink>
        </p>
      </main>
    </>
  );
}
