/**
 * Writes app/components/ui/icons.svg, the icon sprite, from icon-paths.ts. The sprite is committed
 * (so a fresh clone and the unit tests have it) and a unit test fails when it is out of date. The
 * build rewrites it only when it differs: the unit tests read it while the site builds.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { iconSprite } from "./icon-sprite.ts";

const file = "app/components/ui/icons.svg";
const sprite = iconSprite();
if (existsSync(file) && readFileSync(file, "utf8") === sprite) {
  console.log(`icons: ${file} is up to date`);
} else {
  writeFileSync(file, sprite);
  console.log(`icons: ${file} written`);
}
