import { createContext, useContext, type ReactNode } from "react";
import { useLocation } from "react-router";
import { localeFromPath } from "~/content/site-paths.ts";
import { siteContent, type SiteContent } from "~/content/site-content.ts";

const ContentContext = createContext<SiteContent | null>(null);

/**
 * Gives every server-rendered component the content of the page's language, taken from the URL
 * (/bn/… is Bangla). Islands do not use it: in the browser they only have their props.
 */
export function ContentProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ContentContext value={siteContent(localeFromPath(pathname))}>{children}</ContentContext>;
}

export function useContent(): SiteContent {
  const content = useContext(ContentContext);
  if (!content) throw new Error("useContent() needs a <ContentProvider> above it (app/root.tsx).");
  return content;
}
