import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parsePalette } from "../../../app/styles/palette.ts";
import { P, tokensFile } from "./palette.ts";

describe("the art palette", () => {
  test("takes every brand colour from the design tokens the stylesheets import", () => {
    const css = readFileSync(tokensFile, "utf8");
    for (const [key, value] of Object.entries(P)) {
      if (key === "white") continue;
      expect(css, key).toMatch(new RegExp(`--color-[a-z-]+: ${value};`));
    }
    expect(P.deepTeal).toBe(css.match(/--color-teal-deep: (#[0-9a-f]{6});/)?.[1]);
    expect(P.inkSoft).toBe(css.match(/--color-ink-soft: (#[0-9a-f]{6});/)?.[1]);
  });

  // Tokens named here are ones the public pages use anyway: Tailwind scans every file of the
  // repository for names like these and would add an unused token to the public stylesheet.
  test("stops with the token's name when a colour is missing or not written as #rrggbb", () => {
    const css = readFileSync(tokensFile, "utf8");
    expect(() => parsePalette(css.replace(/^\s*--color-mint:.*$/m, ""))).toThrow("--color-mint is missing");
    expect(() => parsePalette(css.replace(/--color-coral-dark: #[0-9a-f]{6};/, "--color-coral-dark: #b31;"))).toThrow(
      '--color-coral-dark is "#b31", not #rrggbb',
    );
  });
});
