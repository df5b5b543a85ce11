import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** What the bundled server entry (server/app.ts, built into build/server/index.js) exports. */
export type ServerEntry = typeof import("../server/app.ts");

/**
 * Loads the production build's server bundle: the one copy of every server module at run time.
 * NODE_ENV is settled first: React picks its build when first loaded, and unset would mean the
 * development build (slower, error details in HTML); server/settings/ validates the value later.
 */
export async function importServerBuild(): Promise<ServerEntry> {
  process.env.NODE_ENV ??= "production";
  const file = resolve(process.env.BUILD_DIR || "build", "server/index.js");
  if (!existsSync(file)) {
    console.error(`No production build at ${file}: run \`npm run build\` first (\`npm start\` builds when needed).`);
    process.exit(1);
  }
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}
