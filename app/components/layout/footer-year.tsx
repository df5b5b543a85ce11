import { useSyncExternalStore } from "react";
import { messages } from "~/content/messages.ts";
import { siteConfig } from "~/content/site-config.ts";

const noSubscription = () => () => {};

/**
 * The copyright year. The prerendered HTML (and hydration) carries the build year; in the
 * browser the visitor's clock gives the current one, so a page built last December still says
 * the right year in January.
 */
export function FooterCopyright() {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
  return <p data-testid="copyright">{messages.copyright(year, siteConfig.legalName)}</p>;
}
