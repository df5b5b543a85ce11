/**
 * The content's editions between the store and data files (decision 022):
 *   npm run content -- export DIR      the published edition as data files: one JSON per collection,
 *                                      the articles as Markdown (DIR/en/<slug>.md, DIR/bn/<slug>.md)
 *   npm run content -- import DIR      data files published as a new version (judged as Publish judges)
 *   npm run content -- history         the published versions, newest first
 * Against the site's own store (SQLite, or PostgreSQL when DATABASE_URL is set). A running site
 * hears an import as it hears a Publish, and renders its pages again within seconds.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { describeProblem } from "../../app/content/edition/edition-problems.ts";
import type { Problem } from "../content/content-service.ts";
import { createContentService } from "../content/content-store.server.ts";
import { readEditionFiles, writeEditionFiles } from "../content/edition-files.ts";
import { editionRulesFor } from "../content/edition-rules.ts";
import { importAsDrafts } from "../content/import-as-drafts.ts";
import { openDatabase } from "../db/open-database.ts";
import { parseSettings } from "../settings/settings.ts";
import { runCommand, UsageError } from "./command.ts";

const usage = `Usage:
  npm run content -- export DIR
  npm run content -- import DIR [--publish] [--by NAME]
  npm run content -- history [--limit N]

  export   writes the published edition into DIR as data files, one JSON file per collection,
           named as in app/content/edition/data/, and the Insights articles as Markdown files,
           DIR/en/<slug>.md and DIR/bn/<slug>.md, as in app/insights/ (commit them there to make
           them the initial edition); Markdown files already in DIR/en and DIR/bn are replaced
  import   loads the data files in DIR as drafts, record by record (what differs from the published
           edition), for staff to review, preview and publish in the editor. With --publish, publishes
           them as a new version after the checks Publish makes (both languages, the specification's
           counts, links, images), or refuses with the list of what to fix and changes nothing.
           --by names who did it (default "import")
  history  lists the published versions, newest first (default 20)

The store is the site's: PostgreSQL when DATABASE_URL is set, otherwise the SQLite file
CONTACT_DB_PATH (default ./data/contact.sqlite).`;

type Command =
  | { name: "help" }
  | { name: "export" | "import"; dir: string; by: string; publish: boolean }
  | { name: "history"; limit: number };

function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      by: { type: "string" },
      limit: { type: "string" },
      publish: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [name, dir, ...extra] = positionals;
  if (values.help || name === undefined) return { name: "help" };
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  if (name === "history") {
    const limit = Number(values.limit ?? 20);
    if (!Number.isInteger(limit) || limit < 1)
      throw new UsageError(`--limit must be a whole number above 0, not "${values.limit}".`);
    return { name, limit };
  }
  if (name !== "export" && name !== "import") throw new UsageError(`Unknown command "${name}".`);
  if (!dir) throw new UsageError("Missing DIR.");
  return { name, dir, by: values.by ?? "import", publish: values.publish === true };
}

const problemLines = (problems: Problem[]) => problems.map((problem) => `  - ${describeProblem(problem)}`).join("\n");

async function main(argv: string[]): Promise<number> {
  const command = parseCommand(argv);
  if (command.name === "help") {
    console.log(usage);
    return 0;
  }
  if (command.name === "import") {
    // The files are read and judged before the store is opened: a typo costs no connection.
    const { edition, problems } = readEditionFiles(command.dir);
    if (problems.length > 0) {
      console.error(`Not imported: the files in ${command.dir} could not be read:\n${problemLines(problems)}`);
      return 1;
    }
    return withContent(async (content) => {
      if (!command.publish) {
        const { saved, problems: refused } = await importAsDrafts(content, edition, command.by);
        if (refused.length > 0)
          console.error(`Not loaded (fix these in the files or the editor):\n${problemLines(refused)}`);
        console.log(
          `Loaded ${saved.length} draft${saved.length === 1 ? "" : "s"} from ${command.dir}: review and publish them at /staff/content.`,
        );
        return refused.length > 0 ? 1 : 0;
      }
      const result = await content.importEdition(edition, command.by);
      if (!result.ok) {
        console.error(`Not imported: fix these first (nothing was changed):\n${problemLines(result.problems)}`);
        return 1;
      }
      console.log(`Published the files of ${command.dir} as version ${result.version}.`);
      return 0;
    });
  }
  if (command.name === "history") {
    const { limit } = command;
    return withContent(async (content) => {
      for (const version of await content.history(limit)) {
        const at = version.publishedAt.slice(0, 16).replace("T", " ");
        console.log(`#${version.number}  ${at} UTC  ${version.publishedBy}  (${version.note})`);
      }
      return 0;
    });
  }
  const { dir } = command;
  return withContent(async (content) => {
    const version = await content.published();
    const files = writeEditionFiles(version.edition, dir);
    console.log(
      `Wrote version ${version.number} (${version.note}, ${version.publishedAt}) as ${files.length} files in ${dir}.`,
    );
    return 0;
  });
}

async function withContent(work: (content: ReturnType<typeof createContentService>) => Promise<number>) {
  const { database, http } = parseSettings();
  const db = await openDatabase(database, { quiet: true });
  try {
    return await work(
      createContentService({ db, rules: editionRulesFor([resolve(http.buildDir, "client"), resolve("public")]) }),
    );
  } finally {
    await db.close();
  }
}

/** `npm run content -- …` (bin/content.ts): resolves to the exit status. */
export const contentCommand = (argv: string[]): Promise<number> => runCommand(() => main(argv), usage);
