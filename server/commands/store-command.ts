import { parseArgs } from "node:util";
import { UsageError } from "./command.ts";

/** What `npm run backup` and `npm run restore` share: one FILE argument, and how they report. */
export const postgresPointer = (tool: "pg_dump" | "pg_restore") =>
  `The store is PostgreSQL (DATABASE_URL is set): use ${tool}, as docs/deploy.md#backups shows.`;

/** 2.1 MB (2,097,152 bytes): the size an operator reads, and the exact one. */
export const formatSize = (bytes: number) =>
  `${bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} kB`} (${bytes.toLocaleString("en")} bytes)`;

export const countOf = (n: number, noun: string) => `${n.toLocaleString("en")} ${noun}${n === 1 ? "" : "s"}`;

export function fileArgument(argv: string[], booleans: string[]): { help: boolean; file?: string; flags: Set<string> } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: "boolean", short: "h" },
      ...Object.fromEntries(booleans.map((name) => [name, { type: "boolean" as const }])),
    },
  });
  if (values.help) return { help: true, flags: new Set() };
  const [file, ...extra] = positionals;
  if (!file) throw new UsageError("Missing FILE.");
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  const flags = new Set(booleans.filter((name) => (values as Record<string, unknown>)[name] === true));
  return { help: false, file, flags };
}
