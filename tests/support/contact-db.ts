import { openContactStore, type StoredMessage } from "../../app/server/contact/store.server.ts";

/** Every stored message, read the way staff read them: read-only, while the site keeps running. */
export function readMessages(path: string): StoredMessage[] {
  const store = openContactStore({ path, readOnly: true });
  try {
    return store.list();
  } finally {
    store.close();
  }
}
