import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { paths } from "~/content/site-paths.ts";
import { staticPageMeta } from "~/lib/seo.ts";

export const meta = staticPageMeta("about", paths.about);

export default function AboutUs() {
  return <SharedSections lead="about" />;
}
