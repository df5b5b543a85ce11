import type { IncomingHttpHeaders } from "node:http";
import type { Database } from "../db/database.ts";
import type { PostAdmission } from "../http/http-app.ts";
import { sessionIdIn } from "./request-guard.server.ts";
import { isLiveSession } from "./staff-sessions.server.ts";

/**
 * What a staff POST without a live session may send: a sign-in, an enrolment or a passkey
 * ceremony's answer (a few hundred bytes to 2 KB), with room to spare. Anything a session is needed
 * for is refused by its route anyway; its body is never read past this.
 */
export const signedOutBodyLimit = 16 * 1024;

/**
 * Admits a staff POST before its body is read (server/http/http-app.ts): from the staff origin
 * only (403), and read past signedOutBodyLimit only for a live session (401 before a byte of a
 * larger one is read), up to `limit` for its path. A stranger's upload costs the server nothing.
 */
export async function admitStaffPost(
  headers: IncomingHttpHeaders,
  options: { origin: string; limit: number; store: () => Promise<Database | undefined> },
): Promise<PostAdmission> {
  if (headers.origin !== options.origin) return { refused: "cross-site" };
  if (options.limit <= signedOutBodyLimit) return { limit: options.limit };
  const id = sessionIdIn(headers.cookie);
  const db = id ? await options.store() : undefined;
  if (db && id && (await isLiveSession(db, id))) return { limit: options.limit };
  if (Number(headers["content-length"] ?? 0) > signedOutBodyLimit) return { refused: "signed-out" };
  return { limit: signedOutBodyLimit };
}
