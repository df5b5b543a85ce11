import { isRouteErrorResponse, Outlet, useLoaderData, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/staff-layout";
import staffStylesheet from "./staff.css?url";
import { siteContent } from "~/content/site-content.ts";
import { currentSession, privateHeaders, staffDatabase } from "~/staff/staff-request.server.ts";
import { secondaryButtonClass } from "./staff-ui.tsx";

/**
 * The frame of every staff page: its own stylesheet (public pages never load it), noindex (the
 * meta tag is in app/root.tsx's staff document, so error pages carry it too), no caching, and a
 * header with the staff navigation when someone is signed in.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffStylesheet }];

export const headers: Route.HeadersFunction = () => ({ ...privateHeaders, "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await currentSession(request, await staffDatabase(context));
  return { email: session?.email ?? null };
}

const navLinkClass = "inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-white hover:bg-white/10";

const navLinks = [
  ["/staff", "Inbox"],
  ["/staff/analytics", "Analytics"],
  ["/staff/content", "Content"],
  ["/staff/audit", "Audit log"],
  ["/staff/passkeys", "Passkeys"],
] as const;

function StaffHeader({ email }: { email: string | null }) {
  const { pathname } = useLocation();
  return (
    <header className="bg-teal-deep text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <a href="/staff" className="inline-flex min-h-11 items-center text-lg font-bold">
          {siteContent("en").site.brand}{" "}
          <span className="ml-2 rounded-full bg-saffron px-2 text-sm text-ink">Staff</span>
        </a>
        {email && (
          // On a phone the brand and "Sign out" share the first row and the links take the second.
          <nav
            aria-label="Staff"
            className="order-last flex w-full flex-wrap items-center gap-1 sm:order-none sm:ml-auto sm:w-auto"
          >
            {navLinks.map(([href, label]) => (
              <a
                key={href}
                href={href}
                aria-current={pathname === href ? "page" : undefined}
                className={`${navLinkClass} aria-[current=page]:underline aria-[current=page]:underline-offset-4`}
              >
                {label}
              </a>
            ))}
          </nav>
        )}
        {email && (
          <form method="post" action="/staff/sign-out">
            <button type="submit" className={`${secondaryButtonClass} min-h-10`}>
              Sign out
            </button>
          </form>
        )}
      </div>
      {email && <p className="sr-only">Signed in as {email}</p>}
    </header>
  );
}

export default function StaffLayout() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <>
      <StaffHeader email={email} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        <Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  return (
    <>
      <StaffHeader email={null} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-16">
        <title>{`${notFound ? "Not found" : "Something went wrong"} - Staff`}</title>
        <h1 className="text-2xl font-bold text-teal-deep">{notFound ? "Not found" : "Something went wrong"}</h1>
        <p className="mt-4 text-lg text-ink-soft">
          {notFound ? "There is nothing here, or the message was deleted." : (text ?? "Please try again in a minute.")}
        </p>
        <p className="mt-6">
          <a href="/staff" className="font-semibold text-teal-deep underline">
            Back to the inbox
          </a>
        </p>
      </main>
    </>
  );
}
