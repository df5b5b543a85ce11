import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { categorySlugs, paths } from "./content/site-paths.ts";

/**
 * The route table: the one place URLs are mapped to modules. Every path without a parameter is
 * prerendered at build time (react-router.config.ts); the splat route is the 404 page.
 */
const at = (path: string) => path.slice(1);

export default [
  index("routes/home.tsx"),
  route(at(paths.services), "routes/our-services.tsx"),
  route(at(paths.projects), "routes/latest-projects.tsx"),
  route(at(paths.about), "routes/about-us.tsx"),
  route(at(paths.contact), "routes/contact-us.tsx"),
  route(at(paths.team), "routes/expert-team.tsx"),
  route(at(paths.clients), "routes/happy-clients.tsx"),
  // One module serves the six category pages; each gets its own id so that all six prerender.
  ...categorySlugs.map((slug) => route(slug, "routes/category.tsx", { id: `category-${slug}` })),
  route("api/contact", "routes/api.contact.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
