import type { Route } from "./+types/happy-clients";
import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { pages } from "~/content/pages.ts";
import { paths } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";
import { sharedSectionsData } from "~/lib/shared-sections-data.ts";

export function loader() {
  return { shared: sharedSectionsData() };
}

export const meta = () =>
  pageMeta({ title: pages.clients.title, description: pages.clients.description, path: paths.clients });

export default function HappyClients({ loaderData }: Route.ComponentProps) {
  return <SharedSections data={loaderData.shared} lead="clients" />;
}
