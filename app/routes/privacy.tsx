import { PrivacyNotice } from "~/components/sections/privacy-notice.tsx";
import { paths } from "~/content/site-paths.ts";
import { staticPageMeta } from "~/lib/seo.ts";

export const meta = staticPageMeta("privacy", paths.privacy);

/** What the site keeps, counts and sends, in plain words (issue 15); linked from the footer and the contact form. */
export default function Privacy() {
  return <PrivacyNotice />;
}
