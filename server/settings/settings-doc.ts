import { resolve } from "node:path";
import { format, resolveConfig } from "prettier";
import type { z } from "zod";
import { settingDocs } from "./setting.ts";
import { settingGroups } from "./settings.ts";

/** Where the generated table lives, from the repository's root. */
export const settingsDocPath = "docs/settings.md";

/** A cell of a Markdown table: one line, no column break. */
const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

/** What an unset variable means: its default value, or the words its schema gives (`unset`). */
function defaultOf(schema: z.ZodType): string {
  const parsed = schema.safeParse(undefined);
  if (parsed.success && parsed.data !== undefined) return `\`${String(parsed.data)}\``;
  const unset = settingDocs.get(schema)?.unset;
  return unset ? `unset: ${unset}` : "unset";
}

/**
 * docs/settings.md, written from the settings schema (server/settings/): every variable the
 * server reads, by capability, with its default and what it does. `npm run docs:settings` writes
 * it; a unit test fails when the file and the schema disagree. Formatted as Prettier would, so
 * that `npm run format` leaves it as it is.
 */
export async function settingsDoc(): Promise<string> {
  const lines = [
    "# Settings",
    "",
    "<!-- Generated from server/settings/ by `npm run docs:settings`: edit the schema, not this file. -->",
    "",
    "The server reads these environment variables once, at start-up (`server/settings/`), as do the",
    "operator commands. A variable present but empty (`KEY=`) is unset. A bad value stops the start",
    "with a message naming the variable (never its value).",
  ];
  for (const group of settingGroups) {
    lines.push(
      "",
      `## ${group.title}`,
      "",
      `Used by \`${group.home}\`.`,
      "",
      "| Variable | Default | Meaning |",
      "| --- | --- | --- |",
    );
    for (const [name, schema] of Object.entries(group.fields)) {
      const doc = settingDocs.get(schema);
      if (!doc) throw new Error(`${name} has no description in its schema`);
      lines.push(`| \`${name}\` | ${cell(defaultOf(schema))} | ${cell(doc.description)} |`);
    }
  }
  // The repository's Prettier settings, so that `npm run format` leaves the file as it is.
  const file = resolve(import.meta.dirname, "../..", settingsDocPath);
  return format(`${lines.join("\n")}\n`, { ...(await resolveConfig(file)), filepath: file });
}
