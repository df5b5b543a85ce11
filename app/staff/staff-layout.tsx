import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/staff-layout";
import staffStylesheet from "./staff.css?url";
import { siteConfig } from "~/content/site-config.ts";
import { currentSession, privateHeaders, staffDatabase } from "~/server/staff/staff-request.server.ts";
import { secondaryButtonClass } from "./staff-ui.tsx";

/**
 * The frame of every staff page: its own stylesheet (public pages never load it), noindex (the
 * meta tag is in app/root.tsx's staff document, so error pages carry it too), no caching, and a
 * header with the staff navigation when someone is signed in.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffStylesheet }];

export const headers: Route.HeadersFunction = () => ({ ...privateHeaders, "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ request }: Route.LoaderArgs) {
  const session = await currentSession(request, await staffDatabase());
  return { email: session?.email ?? null };
}

const navLinkClass = "inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-white hover:bg-white/10";

function StaffHeader({ email }: { email: string | null }) {
  return (
    <header className="bg-teal-deep text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <a href="/staff" className="inline-flex min-h-11 items-center text-lg font-bold">
          {siteConfig.brand} <span className="ml-2 rounded-full bg-saffron px-2 text-sm text-ink">Staff</span>
        </a>
        {email && (
          <nav aria-label="Staff" className="flex flex-wrap items-center gap-1">
            <a href="/staff" className={navLinkClass}>
              Inbox
            </a>
            <a href="/staff/audit" className={navLinkClass}>
              Audit log
            </a>
            <a href="/staff/passkeys" className={navLinkClass}>
              Passkeys
            </a>
            <form method="post" action="/staff/sign-out" className="ml-1">
              <button type="submit" className={`${secondaryButtonClass} min-h-10`}>
                Sign out
              </button>
            </form>
          </nav>
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
          {notFound ? "That message does not exist any more." : (text ?? "Please try again in a minute.")}
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
