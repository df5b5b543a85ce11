import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { paths } from "~/content/site-paths.ts";
import { staticPageMeta } from "~/lib/seo.ts";

export const meta = staticPageMeta("team", paths.team);

export default function ExpertTeam() {
  return <SharedSections lead="team" />;
}
