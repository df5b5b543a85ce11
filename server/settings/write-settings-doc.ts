/** `npm run docs:settings`: writes docs/settings.md from the settings schema (settings-doc.ts). */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { settingsDoc, settingsDocPath } from "./settings-doc.ts";

const path = resolve(import.meta.dirname, "../..", settingsDocPath);
writeFileSync(path, await settingsDoc());
console.log(`Wrote ${settingsDocPath}.`);
