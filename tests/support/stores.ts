import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "../../server/db/database.ts";
import { type DatabaseConfig, openDatabase } from "../../server/db/open-database.ts";
import { freshPostgresUrl } from "./postgres-database.ts";

export type StoreFactory = {
  name: "SQLite" | "PostgreSQL";
  /** A new, empty, migrated store. */
  open(): Promise<Database>;
  /** A second connection to the store `open` made last: another instance of the site. */
  openAnother(): Promise<Database>;
  /** Where the store `open` made last is, as the site's settings give it (for backups). */
  config(): DatabaseConfig;
};

const pool = { poolSize: 5, connectTimeoutMs: 5_000, statementTimeoutMs: 10_000, idleTimeoutMs: 10_000 };

function sqlite(): StoreFactory {
  let path = "";
  return {
    name: "SQLite",
    async open() {
      path = join(mkdtempSync(join(tmpdir(), "store-")), "contact.sqlite");
      return openDatabase({ kind: "sqlite", path });
    },
    openAnother: () => openDatabase({ kind: "sqlite", path }),
    config: () => ({ kind: "sqlite", path }),
  };
}

function postgres(): StoreFactory {
  let url = "";
  return {
    name: "PostgreSQL",
    async open() {
      url = await freshPostgresUrl();
      return openDatabase({ kind: "postgres", url, ...pool });
    },
    openAnother: () => openDatabase({ kind: "postgres", url, ...pool }),
    config: () => ({ kind: "postgres", url, ...pool }),
  };
}

/** The two stores every contract test runs against, unchanged. */
export const storeFactories: StoreFactory[] = [sqlite(), postgres()];
