import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/**
 * Loads the islands entry once the page has finished loading and the browser is idle, so the LCP image and the first
 * paint never wait for JavaScript. React Router's own <Scripts> (full-page hydration and client
 * routing) is deliberately not used: every page is a prerendered document.
 */
export function IslandsScript() {
  const entry = useContext(UNSAFE_FrameworkContext)?.manifest.entry.module;
  if (!entry) return null;
  const loader =
    `const go=()=>import(${JSON.stringify(entry)});` +
    `const later=()=>"requestIdleCallback"in window?requestIdleCallback(go,{timeout:2000}):setTimeout(go,200);` +
    `document.readyState==="complete"?later():addEventListener("load",later,{once:true});`;
  return <script type="module" dangerouslySetInnerHTML={{ __html: loader }} />;
}
