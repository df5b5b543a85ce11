import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/**
 * The islands runtime (React Router's client entry, app/entry.client.tsx → islands-runtime.ts):
 * one small cached module that every page shares. It is the last element of the body, a module
 * script (deferred by nature: it runs once the document is parsed and never blocks rendering) at
 * low priority, so that it does not compete with the LCP image. It loads no react-dom by itself
 * (see islands-runtime.ts for when it does). No inline startup code: the Content-Security-Policy
 * allows it as a script of this origin. React Router's own <Scripts> (full-page hydration and
 * client routing) is deliberately not used: every page is a prerendered document (decision 002).
 * Not `async`: React 19 hoists an async script into the head.
 */
export function IslandsScript() {
  const runtime = useContext(UNSAFE_FrameworkContext)?.manifest.entry.module;
  if (!runtime) return null;
  return <script type="module" src={runtime} fetchPriority="low" />;
}
