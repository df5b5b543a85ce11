import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { parseContactConfig } from "../app/server/contact/config.server.ts";
import { createContactService } from "../app/server/contact/contact-service.server.ts";
import { registerContactService } from "../app/server/contact/registry.server.ts";
import { parseEnv } from "./env.ts";
import { createApp } from "./http-app.ts";
import { log } from "./log.ts";
import { loadStaticFiles } from "./static-files.ts";

const env = parseEnv();
// Before listening: a bad setting stops the start, and the database is migrated before any post.
const contactService = createContactService(parseContactConfig());
registerContactService(contactService);
contactService.startNotifier();
const buildDir = resolve(env.BUILD_DIR);
const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
const staticFiles = loadStaticFiles(resolve(buildDir, "client"));

const server = createServer(
  createApp({ build, staticFiles, maxBodyBytes: env.CONTACT_MAX_BODY_BYTES, trustProxy: env.TRUST_PROXY }),
);
// Slow or stalled clients must not hold sockets forever (slowloris).
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;

server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info(`Site ready at http://localhost:${port}`, { port, files: staticFiles.size });
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info("shutting down", { signal });
  // The database closes after the last request has finished, so no acknowledged write is cut off.
  server.close(() => {
    contactService.close().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  // In-flight requests get a moment to finish; then the process goes regardless.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
