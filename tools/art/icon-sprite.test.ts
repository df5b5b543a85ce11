import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { iconSprite } from "./icon-sprite.ts";

test("the committed icon sprite matches the icon paths (run `node tools/art/generate-icon-sprite.ts` if not)", () => {
  expect(readFileSync("app/components/ui/icons.svg", "utf8")).toBe(iconSprite());
});
