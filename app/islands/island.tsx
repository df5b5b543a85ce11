import type { ComponentType } from "react";
import type { IslandName } from "./registry.ts";

type IslandProps<P extends object, S extends Partial<P>> = {
  name: IslandName;
  component: ComponentType<P>;
  /** Props of this page, in the HTML. */
  props: Omit<P, keyof S>;
  /** Props that every page shares, fetched from `url` (a prerendered JSON file) before hydrating. */
  shared?: { url: string; props: S };
  /** For an island that acts by itself (a rotating carousel): ms after navigation start by which
   * it must be hydrated even if the visitor has not touched the page (islands-runtime.ts). */
  hydrateAt?: number;
};

/**
 * Marks a part of the prerendered page that React hydrates in the browser (an "island").
 * The rest of the page is static HTML and ships no JavaScript. The props travel as JSON in a
 * data attribute (escaped by React), or for large props that every page shares, in a cached
 * file (`shared`), so the browser renders exactly what the server did.
 * `display: contents` keeps the wrapper out of the layout.
 */
export function Island<P extends object, S extends Partial<P> = Record<never, never>>({
  name,
  component: Component,
  props,
  shared,
  hydrateAt,
}: IslandProps<P, S>) {
  const all = { ...shared?.props, ...props } as P;
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-shared-props={shared?.url}
      data-hydrate-at={hydrateAt}
      className="contents"
    >
      <Component {...all} />
    </div>
  );
}
