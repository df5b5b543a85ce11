import { useSyncExternalStore } from "react";
import { formatNumber, type Locale } from "~/content/locale.ts";

const noSubscription = () => () => {};

type FooterCopyrightProps = { locale: Locale; /** The notice with a `{year}` slot. */ template: string };

/**
 * The copyright year. The prerendered HTML (and hydration) carries the build year; in the
 * browser the visitor's clock gives the current one, so a page built last December still says
 * the right year in January. Bangla pages write it in Bangla digits.
 */
export function FooterCopyright({ locale, template }: FooterCopyrightProps) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
  return <p data-testid="copyright">{template.replace("{year}", formatNumber(year, locale))}</p>;
}
