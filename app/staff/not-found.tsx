import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { requireStaff } from "~/staff/staff-request.server.ts";

/**
 * Unknown /staff URLs: the sign-in page without a session (like every staff URL, so nothing
 * tells a visitor which staff paths exist), the staff 404 with one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { page: true, area: "own account" });
  throw data("Not found.", { status: 404 });
}

export default function StaffNotFound() {
  return null; // never rendered: the loader always throws, and the layout's ErrorBoundary answers
}
