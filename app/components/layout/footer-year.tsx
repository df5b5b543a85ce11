import { useEffect, useState } from "react";
import { messages } from "~/content/messages.ts";
import { siteConfig } from "~/content/site-config.ts";

/**
 * The prerendered HTML carries the build year; once the page is live the year is read from the
 * visitor's clock, so a page built last December still says the right year in January.
 */
export function FooterCopyright() {
  // First render (server and hydration) uses the build year so both agree; then the clock's year.
  const [year, setYear] = useState<number>(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <p data-testid="copyright">
      {messages.copyright(year, siteConfig.legalName)}
    </p>
  );
}
