import type { Route } from "./+types/api.contact";
import { appServices } from "~server/app-context.ts";
import { handleContactPost } from "~server/leads/handle-post.server.ts";

/** JSON endpoint of the contact form for the JavaScript-enhanced submit (same checks as the page). */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, headers } = await handleContactPost(request, appServices(context).contact);
  return Response.json(result, { status: result.status, headers });
}

/** Only POST makes sense here; a GET gets a clear answer instead of a 404 page. */
export function loader() {
  return new Response("Send the contact form with POST.", { status: 405, headers: { Allow: "POST" } });
}
