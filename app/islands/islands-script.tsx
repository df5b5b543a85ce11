import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/**
 * Loads the islands entry once the page has finished loading, the browser is idle and an island
 * is near the viewport (200 px), so the LCP image and the first paint never wait for JavaScript,
 * and a visitor who reads a page without reaching any interactive part never downloads or runs
 * react-dom at all (on a phone, most category pages have no island in the first screens).
 * When no island is near at load there is nothing to hydrate yet: the document is marked
 * hydrated at once (the entry marks it itself otherwise). React Router's own <Scripts>
 * (full-page hydration and client routing) is deliberately not used: every page is a
 * prerendered document.
 */
export function IslandsScript() {
  const entry = useContext(UNSAFE_FrameworkContext)?.manifest.entry.module;
  if (!entry) return null;
  // Marks each island that comes near (data-near), so that the entry hydrates the ones the
  // visitor already scrolled past while it was loading; the first one near starts the load.
  const loader =
    `const go=()=>import(${JSON.stringify(entry)});` +
    `const idle=()=>"requestIdleCallback"in window?requestIdleCallback(go,{timeout:2000}):setTimeout(go,200);` +
    `const watch=()=>{let first=true,started=false;const io=new IntersectionObserver((es)=>{let near=false;` +
    `for(const e of es)if(e.isIntersecting){e.target.closest("[data-island]").dataset.near="true";near=true}` +
    `if(first&&!near)document.documentElement.dataset.hydrated="true";first=false;if(near&&!started){started=true;idle()}},{rootMargin:"200px"});` +
    `const targets=document.querySelectorAll("[data-island]>*");` +
    `if(targets.length===0)document.documentElement.dataset.hydrated="true";targets.forEach((t)=>io.observe(t))};` +
    `document.readyState==="complete"?watch():addEventListener("load",watch,{once:true});`;
  return <script type="module" dangerouslySetInnerHTML={{ __html: loader }} />;
}
