import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { log } from "./shared/log.ts";
import { handleClientError } from "./http/client-errors.ts";
import { createServices } from "./services.ts";
import { parseSettings } from "./settings/settings.ts";
import { stopGracefullyOnSignals } from "./http/shutdown.ts";
import { insightsLivePaths } from "./pages/insights-live-paths.ts";
import { createLivePages } from "./pages/live-pages.server.ts";
import { createOgCards } from "./pages/og-card-refresh.server.ts";
import { brandPalette } from "../app/lib/brand-palette.ts";
import { publicPagePolicy } from "./pages/page-policy.ts";
import { servePublishedEdition } from "./pages/published-pages.server.ts";
import { runSchedules } from "./content/schedule-runner.server.ts";
import { loadStaticFiles } from "./http/static-files.ts";
import { createSiteApp } from "./site-app.ts";

/*
 * The production server's entry, bundled by `npm run build` together with the app
 * (vite.config.ts), so that every server module exists once at run time: the routes and the
 * services they use are the same modules. The file it becomes (build/server/index.js) is still
 * React Router's server build (prerendering imports it), plus the server and the operator
 * commands. Importing it starts nothing; bin/serve.ts and the other launchers in bin/ call what they need.
 */
export * from "virtual:react-router/server-build";
export { backupCommand } from "./commands/backup.ts";
export { contentCommand } from "./commands/content.ts";
export { messagesCommand } from "./commands/messages.ts";
export { restoreCommand } from "./commands/restore.ts";
export { staffCommand } from "./commands/staff.ts";

/**
 * `npm run dev` (tools/dev/dev-server.ts): the same request handling and services, with Vite in
 * front for the browser's modules and each request rendered by the app as it is now (hot reload).
 */
export function createDevelopmentApp(loadBuild: () => Promise<ServerBuild>) {
  const services = createServices(parseSettings());
  const app = createSiteApp({ build: loadBuild, staticFiles: new Map(), services });
  // Every page renders the store's published edition, as in production (pages render per request here).
  const published = servePublishedEdition({ content: services.content });
  const schedules = runSchedules(services.content);
  return {
    app,
    close: async () => {
      schedules.stop();
      (await published).stop();
      await services.close();
    },
  };
}

/**
 * Starts the site: settings checked, database migrated, then listening; stops on SIGTERM/SIGINT.
 * `build` replaces React Router's build (server/http/errors.test.ts serves one whose routes throw).
 */
export async function startServer(options: { build?: ServerBuild } = {}): Promise<void> {
  // Every setting is read here, once; a bad one (STAFF_ORIGIN, SMTP_URL, …) stops the start with its reason.
  const settings = parseSettings();
  const { http } = settings;
  const services = createServices(settings);
  // A store that cannot be reached now (PostgreSQL down) does not stop the start: pages are
  // served, the form answers 503 and the connection keeps trying.
  await services.ready();
  // This file is build/server/index.js; the prerendered pages and assets are beside it.
  const staticFiles = loadStaticFiles(fileURLToPath(new URL("../client", import.meta.url)), publicPagePolicy);
  const build = options.build ?? (serverBuild as unknown as ServerBuild);
  // The pages show the store's published edition, rendered again on every publish (decision 022),
  // Insights' articles, topics and lists among them as the edition has them.
  const livePages = createLivePages({
    build,
    staticFiles,
    pagePolicy: publicPagePolicy,
    contentPaths: insightsLivePaths,
    ogCards: createOgCards({
      staticFiles,
      pagePolicy: publicPagePolicy,
      palette: brandPalette(),
    }),
  });
  const publishedPages = await servePublishedEdition({ content: services.content, livePages });
  // Scheduled publishes go out from whichever instance looks first (content-schedules.server.ts).
  const schedules = runSchedules(services.content);

  const server = createServer(
    {
      // Slow or stalled clients must not hold sockets forever (slowloris). Node enforces these
      // timeouts on each check, every 30 s by default: far too coarse for a 10 s headers timeout.
      headersTimeout: http.headersTimeoutMs,
      requestTimeout: http.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, http.headersTimeoutMs / 2),
    },
    createSiteApp({
      build,
      staticFiles,
      lastRender: publishedPages.lastRender,
      whenShown: publishedPages.whenShown,
      services,
      maxBodyBytes: http.maxBodyBytes,
      trustProxy: http.trustProxy,
    }),
  );
  server.keepAliveTimeout = http.keepAliveTimeoutMs;
  server.on("clientError", handleClientError);
  server.listen(http.port, http.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : http.port;
    log.info(`Site ready at http://localhost:${port}`, { port, files: staticFiles.size });
  });
  stopGracefullyOnSignals(server, {
    timeoutMs: http.shutdownTimeoutMs,
    cleanup: () => {
      schedules.stop();
      publishedPages.stop();
      return services.close();
    },
  });
}
