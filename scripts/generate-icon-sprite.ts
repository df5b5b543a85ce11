/**
 * Writes app/components/ui/icons.svg, the icon sprite, from icon-paths.ts. The sprite is committed
 * (so a fresh clone and the unit tests have it) and rewritten by every build; a unit test fails
 * when it is out of date.
 */
import { writeFileSync } from "node:fs";
import { iconSprite } from "./icon-sprite.ts";

writeFileSync("app/components/ui/icons.svg", iconSprite());
console.log("icons: app/components/ui/icons.svg written");
