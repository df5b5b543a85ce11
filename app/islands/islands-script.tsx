import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";
import loaderUrl from "./islands-loader.js?url";

/**
 * Loads the islands entry (react-dom) when the page first needs it, never while it loads:
 * - an island must be near the viewport (200 px): a visitor who reads a page without reaching
 *   an interactive part never downloads or runs react-dom at all;
 * - and the visitor has started using the page (a scroll, a pointer, a key or a touch), or an
 *   island that acts by itself is due: a carousel that advances after 5 s carries
 *   `data-hydrate-at` (ms after navigation start), unless the visitor prefers reduced motion
 *   and nothing rotates.
 * On a phone, react-dom's evaluation and hydration are hundreds of ms of main-thread work; done
 * during load they competed with the page's own first rendering (decision 002). Islands are
 * complete without JavaScript (links, CSS menus, a native form post), so waiting costs nothing.
 * Each island that comes near is marked (data-near) for the entry, which then hydrates it even
 * if the visitor has already scrolled past. The document is marked hydrated at once when
 * nothing near needs hydrating yet (the entry marks it itself otherwise). React Router's own
 * <Scripts> (full-page hydration and client routing) is deliberately not used: every page is a
 * prerendered document.
 */
export function IslandsScript() {
  const entry = useContext(UNSAFE_FrameworkContext)?.manifest.entry.module;
  if (!entry) return null;
  // The loader is a cached file that every page shares (islands-loader.js), requested after the
  // load event: as a <script src> it was fetched ahead of the LCP image on a slow connection.
  const inject =
    `addEventListener("load",()=>{const s=document.createElement("script");s.type="module";` +
    `s.src=${JSON.stringify(loaderUrl)};s.dataset.islandsEntry=${JSON.stringify(entry)};document.body.append(s)},{once:true});`;
  return <script dangerouslySetInnerHTML={{ __html: inject }} />;
}
