/**
 * `npm run serve` / `npm start`: the production server. Only a launcher: the server itself is in
 * the build (server/app.ts), bundled with the app, so its modules are loaded once.
 */
import { importServerBuild } from "./server-build.ts";

const { startServer } = await importServerBuild();
await startServer();
