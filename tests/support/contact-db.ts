import { createMessageStore, type StoredMessage } from "../../server/leads/message-store.server.ts";
import type { DatabaseConfig } from "../../server/db/open-database.ts";
import { openDatabase } from "../../server/db/open-database.ts";

/** Every stored message, read the way staff read them, while the site keeps running. */
export async function readMessages(where: string | DatabaseConfig): Promise<StoredMessage[]> {
  const config: DatabaseConfig = typeof where === "string" ? { kind: "sqlite", path: where } : where;
  const db = await openDatabase(config);
  try {
    return await (await createMessageStore(db)).list();
  } finally {
    await db.close();
  }
}
