import type { Config } from "@react-router/dev/config";
import { isSearchPath } from "./app/content/search-copy.ts";
import { isStaffPath } from "./server/staff/staff-paths.ts";

export default {
  // Server rendering stays on so that prerendered pages keep their `action` (the contact form)
  // and unknown paths get a real 404 from the server.
  ssr: true,
  // Every static path in app/routes.ts is prerendered except the form's JSON endpoint and the staff
  // area (rendered per request, behind a session) and site search (rendered per request from the
  // published edition, decision 025); the splat (404) route has no static path.
  async prerender({ getStaticPaths }) {
    return getStaticPaths().filter((path) => !path.startsWith("/api/") && !isStaffPath(path) && !isSearchPath(path));
  },
} satisfies Config;
