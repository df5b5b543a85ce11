import { createContext, type RouterContextProvider } from "react-router";
import type { PagePreview } from "./pages/page-preview.server.ts";
import type { PagesRender } from "./pages/published-pages.server.ts";
import type { AnalyticsService } from "./analytics/analytics-service.server.ts";
import type { ContactService } from "./leads/contact-service.server.ts";
import type { ContentService } from "./content/content-service.ts";
import type { OutboxChannel } from "./outbox/delivery.ts";
import type { DatabaseConnection } from "./db/connection.ts";
import type { StaffConfig } from "./staff/staff-config.ts";
import type { SearchCounter } from "./analytics/search-counter.server.ts";
import type { SearchLimit } from "./search/search-limit.server.ts";

/**
 * What the server composes once at start-up (server/services.ts) and hands to every loader and
 * action through React Router's context: one database connection, one contact service, one staff
 * configuration, one page view counter, whichever instance and whichever route. Nothing here is
 * a global.
 */
export type AppServices = {
  contact: ContactService;
  /** Server-side page view counting; the HTTP server counts with it, the contact form attributes leads. */
  analytics: AnalyticsService;
  staff: { config: StaffConfig; connection: DatabaseConnection };
  /**
   * What the site can send (empty: nothing is configured, and nothing may be queued). A delivery
   * queued by a route's change (a reply, an assignment) wakes the sender itself once committed.
   */
  outbox: { channels: readonly OutboxChannel[] };
  /** The site's content: drafts, publishing and history, for the staff area's editor (app/staff/content-*.tsx). */
  content: ContentService;
  /** A public page rendered with a draft edition, for the editor's Preview (made by server/site-app.ts, which holds the build). */
  pages: {
    preview: PagePreview;
    /** This instance's last rendering of its pages after a publish (none yet: undefined). */
    lastRender(): PagesRender | undefined;
    /** Once this instance's pages show version `number` (true), or `timeoutMs` passed (false). */
    whenShown(number: number, timeoutMs: number): Promise<boolean>;
  };
  /** Site search (app/routes/search.tsx): its per-client rate limit, and the counts of what visitors search for. */
  search: { limit: SearchLimit; terms: SearchCounter };
  /** Images staff upload for the content (server/content/images.server.ts): the largest file taken. */
  contentImages: { maxBytes: number };
};

export const appServicesContext = createContext<AppServices>();

/** The services of this request: `appServices(context).contact` in a loader or action. */
export const appServices = (context: Readonly<RouterContextProvider>): AppServices => context.get(appServicesContext);
