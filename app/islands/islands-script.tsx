import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

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
  const loader =
    `const go=()=>import(${JSON.stringify(entry)});` +
    `let near=false,engaged=false,started=false;` +
    `const begin=()=>{if(near&&engaged&&!started){started=true;"requestIdleCallback"in window?requestIdleCallback(go,{timeout:2000}):setTimeout(go,200)}};` +
    `const engage=()=>{engaged=true;begin()};` +
    `for(const type of["scroll","wheel","pointerdown","pointermove","keydown","touchstart","focusin"])addEventListener(type,engage,{once:true,passive:true,capture:true});` +
    `const watch=()=>{let first=true;const io=new IntersectionObserver((es)=>{for(const e of es)if(e.isIntersecting){e.target.closest("[data-island]").dataset.near="true";near=true}` +
    `if(first&&!(near&&engaged))document.documentElement.dataset.hydrated="true";first=false;begin()},{rootMargin:"200px"});` +
    `const targets=document.querySelectorAll("[data-island]>*");` +
    `if(targets.length===0)document.documentElement.dataset.hydrated="true";targets.forEach((t)=>io.observe(t));` +
    `if(!matchMedia("(prefers-reduced-motion: reduce)").matches)document.querySelectorAll("[data-hydrate-at]").forEach((island)=>` +
    `setTimeout(()=>{if(island.dataset.near)engage()},Number(island.dataset.hydrateAt)-performance.now()))};` +
    `document.readyState==="complete"?watch():addEventListener("load",watch,{once:true});`;
  return <script type="module" dangerouslySetInnerHTML={{ __html: loader }} />;
}
