// @vitest-environment node
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { settingsDoc, settingsDocPath } from "./settings-doc.ts";
import { parseSettings, settingGroups } from "./settings.ts";

const everyVariable = settingGroups.flatMap((group) => Object.keys(group.fields));

describe("the settings schema", () => {
  it("has one rule for an empty value: every variable present but empty is unset (PORT= is port 3000, not 0)", () => {
    const empty = Object.fromEntries(everyVariable.map((name) => [name, ""]));
    expect(parseSettings(empty)).toEqual(parseSettings({}));
    const blank = Object.fromEntries(everyVariable.map((name) => [name, "  "]));
    expect(parseSettings(blank)).toEqual(parseSettings({}));
    expect(parseSettings({ PORT: "" }).http.port).toBe(3000);
  });

  it("reads each variable in one group only", () => {
    expect(new Set(everyVariable).size).toBe(everyVariable.length);
  });

  it(`is documented once, in ${settingsDocPath}, as the schema describes it (npm run docs:settings writes it)`, async () => {
    const written = readFileSync(resolve(import.meta.dirname, "../..", settingsDocPath), "utf8");
    const generated = await settingsDoc();
    expect(written, `${settingsDocPath} differs from the schema: run npm run docs:settings`).toBe(generated);
    for (const name of everyVariable) expect(generated).toContain(`| \`${name}\``);
  });
});
