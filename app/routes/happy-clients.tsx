import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { paths } from "~/content/site-paths.ts";
import { staticPageMeta } from "~/lib/seo.ts";

export const meta = staticPageMeta("clients", paths.clients);

export default function HappyClients() {
  return <SharedSections lead="clients" />;
}
