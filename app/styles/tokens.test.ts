import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

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
