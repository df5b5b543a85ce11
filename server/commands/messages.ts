/**
 * Staff access to the contact form's messages, without SQL:
 *   npm run messages -- list [--since YYYY-MM-DD] [--limit N]
 *   npm run messages -- export --format csv|json [--since YYYY-MM-DD] [--output FILE]
 *   npm run messages -- copy-to-postgres --from FILE [--merge]
 * Against the site's own store (SQLite, or PostgreSQL when DATABASE_URL is set); reading is safe
 * while the site is running.
 */
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseSettings } from "../settings/settings.ts";
import { toCsv, toJson } from "../leads/export.server.ts";
import { createMessageStore, type StoredMessage } from "../leads/message-store.server.ts";
import { CopyRefused, copyToPostgres } from "../db/copy-to-postgres.ts";
import { openDatabase } from "../db/open-database.ts";
import { runCommand, UsageError } from "./command.ts";

const usage = `Usage:
  npm run messages -- list [--since YYYY-MM-DD] [--limit N]
  npm run messages -- export --format csv|json [--since YYYY-MM-DD] [--output FILE]
  npm run messages -- copy-to-postgres --from FILE [--merge]

  list              the latest messages (default 50), oldest first
  export            every message (or those since a date) as CSV or JSON, to FILE or standard output
  copy-to-postgres  moves the messages of the SQLite file FILE into the PostgreSQL of DATABASE_URL,
                    all or nothing. A target that already holds messages is refused unless
                    --merge: then only the messages it lacks are added, never one deleted there
  --since           only messages received on or after this date (UTC)

The database is the site's: PostgreSQL when DATABASE_URL is set, otherwise the SQLite file
CONTACT_DB_PATH (default ./data/contact.sqlite).
When redirecting standard output, use npm's -s flag so npm's own lines stay out of the file:
  npm run -s messages -- export --format csv > messages.csv`;

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
  | { name: "export"; since?: string; format: "csv" | "json"; output?: string }
  | { name: "copy-to-postgres"; from: string; merge: boolean };

function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: "string" },
      since: { type: "string" },
      limit: { type: "string" },
      output: { type: "string" },
      from: { type: "string" },
      merge: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return { name: "help" };
  const [name, ...extra] = positionals;
  if (name !== "list" && name !== "export" && name !== "copy-to-postgres")
    throw new UsageError(name ? `Unknown command "${name}".` : "Missing command.");
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  if (name === "copy-to-postgres") {
    if (!values.from) throw new UsageError("copy-to-postgres needs --from FILE, the SQLite database to copy.");
    return { name, from: values.from, merge: values.merge === true };
  }
  if (values.from || values.merge) throw new UsageError("--from and --merge belong to copy-to-postgres.");
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

async function copyCommand(from: string, merge: boolean): Promise<number> {
  const { database } = parseSettings();
  if (database.kind !== "postgres") {
    console.error("Set DATABASE_URL to the PostgreSQL database to copy into.");
    return 1;
  }
  if (!existsSync(from)) {
    console.error(`No SQLite database at ${from}.`);
    return 1;
  }
  const source = await openDatabase({ kind: "sqlite", path: from }, { quiet: true });
  try {
    const target = await openDatabase(database, { quiet: true });
    try {
      const report = await copyToPostgres(source, target, { merge });
      console.log(
        `Copied ${report.copied} of ${report.messages} messages into ${target.location} ` +
          `(${report.alreadyThere} were already there, ${report.deletedThere} had been deleted there and stay deleted); ` +
          `${report.pendingNotifications} notifications still owed were queued.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof CopyRefused)) throw error;
      console.error(error.message);
      return 1;
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const command = parseCommand(argv);
  if (command.name === "help") {
    console.log(usage);
    return 0;
  }
  if (command.name === "copy-to-postgres") return copyCommand(command.from, command.merge);
  const { database } = parseSettings();
  if (database.kind === "sqlite" && !existsSync(database.path)) {
    console.error(`No messages database at ${database.path}. Set CONTACT_DB_PATH to the site's database file.`);
    return 1;
  }
  const db = await openDatabase(database, { quiet: true });
  try {
    const store = await createMessageStore(db);
    if (command.name === "list") {
      console.log(listText(await store.list({ since: command.since, limit: command.limit }), command.limit));
      return 0;
    }
    const rows = await store.list({ since: command.since });
    const text = command.format === "csv" ? toCsv(rows) : toJson(rows);
    if (command.output) {
      writeFileSync(command.output, text);
      console.error(`Wrote ${rows.length} message${rows.length === 1 ? "" : "s"} to ${command.output}.`);
    } else process.stdout.write(text);
    return 0;
  } finally {
    await db.close();
  }
}

/** `npm run messages -- …` (bin/messages.ts): resolves to the exit status. */
export const messagesCommand = (argv: string[]): Promise<number> => runCommand(() => main(argv), usage);
