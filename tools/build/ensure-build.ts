/**
 * `npm start` on a fresh clone: build first when there is no production build yet, so the
 * README's one serve command works without a separate build step.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js") || !existsSync("build/client/index.html")) {
  console.log("No production build found: building the site first (about a minute)...");
  execSync("npm run build", { stdio: "inherit" });
}
