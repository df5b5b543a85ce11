import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { colourDeclarations, ruleBlock, themeColours } from "./palette.ts";

// The art generator's side of the same fact is tested in tools/art/illustrations/palette.test.ts.
test("the public and staff stylesheets import the design tokens and define no colour token of their own", () => {
  for (const [file, tokens] of [
    ["app/app.css", "./styles/tokens.css"],
    ["app/staff/staff.css", "../styles/tokens.css"],
  ] as const) {
    const css = readFileSync(file, "utf8");
    expect(css, file).toContain(`@import "${tokens}";`);
    expect(css, file).not.toMatch(/--color-[a-z-]+\s*:/);
  }
});

test("the dark theme gives the same values with JavaScript (data-theme) and without it (the system's setting)", () => {
  const css = readFileSync("app/styles/tokens.css", "utf8");
  const chosen = colourDeclarations(ruleBlock(css, ':root[data-theme="dark"]'));
  const system = colourDeclarations(ruleBlock(css, ":root:not([data-theme])"));
  expect(chosen.size).toBeGreaterThan(5);
  expect(Object.fromEntries(system)).toEqual(Object.fromEntries(chosen));
});

test("the dark theme only changes colours the light theme defines, so a typo cannot add a token", () => {
  const { light } = themeColours(readFileSync("app/styles/tokens.css", "utf8"));
  const dark = colourDeclarations(ruleBlock(readFileSync("app/styles/tokens.css", "utf8"), ':root[data-theme="dark"]'));
  for (const name of dark.keys()) expect(light.has(name), `--color-${name}`).toBe(true);
});
