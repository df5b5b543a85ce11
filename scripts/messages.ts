/**
 * Staff access to the contact form's messages, without SQL:
 *   npm run messages -- list [--since YYYY-MM-DD] [--limit N]
 *   npm run messages -- export --format csv|json [--since YYYY-MM-DD] [--output FILE]
 * The database is opened read-only, so this is safe while the site is running.
 */
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseContactConfig } from "../app/server/contact/config.server.ts";
import { toCsv, toJson } from "../app/server/contact/export.server.ts";
import { openContactStore, type StoredMessage } from "../app/server/contact/store.server.ts";

const usage = `Usage:
  npm run messages -- list [--since YYYY-MM-DD] [--limit N]
  npm run messages -- export --format csv|json [--since YYYY-MM-DD] [--output FILE]

  list     the latest messages (default 50), oldest first
  export   every message (or those since a date) as CSV or JSON, to FILE or standard output
  --since  only messages received on or after this date (UTC)

The database is CONTACT_DB_PATH (default ./data/contact.sqlite).
When redirecting standard output, use npm's -s flag so npm's own lines stay out of the file:
  npm run -s messages -- export --format csv > messages.csv`;

class UsageError extends Error {}

function sinceDate(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new UsageError(`--since must be a date like 2026-01-31, not "${value}".`);
  }
  return date.toISOString();
}

// Visitor text on a terminal: control characters could move the cursor or recolour the screen.
const printable = (value: string, max: number) => {
  const flat = value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
  return [...flat].length > max ? `${[...flat].slice(0, max - 1).join("")}…` : flat;
};

function listText(rows: StoredMessage[], limit: number): string {
  if (rows.length === 0) return "No messages.";
  const blocks = rows.map(
    (row) =>
      `#${row.id}  ${row.created_at.slice(0, 16).replace("T", " ")} UTC  [${row.status}]  ${row.language === "bn" ? "Bangla" : "English"}\n` +
      `  From:    ${printable(row.name, 100)} <${printable(row.email, 254)}>\n` +
      `  Subject: ${printable(row.subject, 150)}\n` +
      `  ${printable(row.message, 200)}`,
  );
  const note = rows.length === limit ? ` (the latest ${limit}; --limit shows more, export shows all)` : "";
  return `${blocks.join("\n\n")}\n\n${rows.length} message${rows.length === 1 ? "" : "s"}${note}.`;
}

type Command =
  | { name: "help" }
  | { name: "list"; since?: string; limit: number }
  | { name: "export"; since?: string; format: "csv" | "json"; output?: string };

function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: "string" },
      since: { type: "string" },
      limit: { type: "string" },
      output: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return { name: "help" };
  const [name, ...extra] = positionals;
  if (name !== "list" && name !== "export")
    throw new UsageError(name ? `Unknown command "${name}".` : "Missing command.");
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  const since = sinceDate(values.since);
  if (name === "export") {
    const { format } = values;
    if (format !== "csv" && format !== "json") throw new UsageError("export needs --format csv or --format json.");
    if (values.limit !== undefined) throw new UsageError("--limit belongs to list.");
    return { name, since, format, output: values.output };
  }
  if (values.format || values.output) throw new UsageError("--format and --output belong to export.");
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new UsageError(`--limit must be a whole number above 0, not "${values.limit}".`);
  }
  return { name, since, limit };
}

function main(argv: string[]): number {
  const command = parseCommand(argv);
  if (command.name === "help") {
    console.log(usage);
    return 0;
  }
  const { dbPath } = parseContactConfig();
  if (!existsSync(dbPath)) {
    console.error(`No messages database at ${dbPath}. Set CONTACT_DB_PATH to the site's database file.`);
    return 1;
  }
  const store = openContactStore({ path: dbPath, readOnly: true });
  try {
    if (command.name === "list") {
      console.log(listText(store.list({ since: command.since, limit: command.limit }), command.limit));
      return 0;
    }
    const rows = store.list({ since: command.since });
    const text = command.format === "csv" ? toCsv(rows) : toJson(rows);
    if (command.output) {
      writeFileSync(command.output, text);
      console.error(`Wrote ${rows.length} message${rows.length === 1 ? "" : "s"} to ${command.output}.`);
    } else process.stdout.write(text);
    return 0;
  } finally {
    store.close();
  }
}

// `… | head` closes the pipe early: that is the reader being done, not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  // parseArgs reports unknown options with a TypeError carrying an ERR_PARSE_ARGS_* code.
  const isUsage = error instanceof UsageError || String((error as { code?: string }).code).startsWith("ERR_PARSE_ARGS");
  if (!isUsage) throw error;
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exitCode = 2;
}
