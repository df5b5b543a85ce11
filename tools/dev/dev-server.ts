/**
 * `npm run dev`: the site with hot reload. Vite serves the browser's modules and styles; every
 * other request goes to the production server's own handler (server/app.ts, loaded through
 * Vite), so the contact form and the staff area get their services exactly as in production.
 */
import { createServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import type { ServerEntry } from "../../bin/server-build.ts";

process.env.NODE_ENV ??= "development";
const port = Number(process.env.PORT ?? 5173);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const entry = (await vite.ssrLoadModule("/server/app.ts")) as ServerEntry;
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
const { app, close } = entry.createDevelopmentApp(loadBuild);

const server = createServer((req, res) => vite.middlewares(req, res, () => app(req, res)));
server.listen(port, () => console.log(`Development server at http://localhost:${port}`));
process.once("SIGINT", () => void Promise.all([close(), vite.close()]).then(() => process.exit(0)));
