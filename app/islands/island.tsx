import type { ComponentType } from "react";
import type { IslandName } from "./registry.ts";

type IslandProps<P extends object> = { name: IslandName; component: ComponentType<P>; props: P };

/**
 * Marks a part of the prerendered page that React hydrates in the browser (an "island").
 * The rest of the page is static HTML and ships no JavaScript. The props travel as JSON in a
 * data attribute (escaped by React), so the browser renders exactly what the server did.
 * `display: contents` keeps the wrapper out of the layout.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
