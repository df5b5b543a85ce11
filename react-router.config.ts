import type { Config } from "@react-router/dev/config";

export default {
  // Server rendering stays on so that prerendered pages keep their `action` (the contact form)
  // and unknown paths get a real 404 from the server.
  ssr: true,
  // Every static path in app/routes.ts is prerendered except the form's JSON endpoint; the splat
  // (404) route has no static path.
  async prerender({ getStaticPaths }) {
    return getStaticPaths().filter((path) => !path.startsWith("/api/"));
  },
} satisfies Config;
