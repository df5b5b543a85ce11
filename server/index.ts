import "./node-env.ts";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { parseContactConfig } from "../app/server/contact/config.server.ts";
import { createContactService } from "../app/server/contact/contact-service.server.ts";
import { registerContactService } from "../app/server/contact/registry.server.ts";
import { parseStaffConfig } from "../app/server/staff/config.server.ts";
import { handleClientError } from "./client-errors.ts";
import { parseEnv } from "./env.ts";
import { createApp } from "./http-app.ts";
import { log } from "../app/server/log.ts";
import { stopGracefullyOnSignals } from "./shutdown.ts";
import { loadStaticFiles } from "./static-files.ts";

const env = parseEnv();
// A bad STAFF_ORIGIN stops the start here, with its reason, instead of failing the first staff request.
parseStaffConfig();
// Before listening: a bad setting stops the start, and the database is migrated before any post.
const contactService = createContactService(parseContactConfig());
// A store that cannot be reached now (PostgreSQL down) does not stop the start: pages are served,
// the form answers 503 and the service keeps trying.
await contactService.ready();
registerContactService(contactService);
contactService.startNotifier();
const buildDir = resolve(env.BUILD_DIR);
const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
const staticFiles = loadStaticFiles(resolve(buildDir, "client"));

const server = createServer(
  {
    // Slow or stalled clients must not hold sockets forever (slowloris). Node enforces these
    // timeouts on each check, every 30 s by default: far too coarse for a 10 s headers timeout.
    headersTimeout: env.HEADERS_TIMEOUT_MS,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(1_000, env.HEADERS_TIMEOUT_MS / 2),
  },
  createApp({
    build,
    staticFiles,
    health: contactService.health,
    maxBodyBytes: env.CONTACT_MAX_BODY_BYTES,
    trustProxy: env.TRUST_PROXY,
  }),
);
server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS;
server.on("clientError", handleClientError);

server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info(`Site ready at http://localhost:${port}`, { port, files: staticFiles.size });
});

stopGracefullyOnSignals(server, { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, cleanup: () => contactService.close() });
