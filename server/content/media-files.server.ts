import { mediaPrefix, parseMediaPath } from "../../app/lib/media-paths.ts";
import type { DatabaseConnection } from "../db/connection.ts";
import { createImageStore } from "./images.server.ts";

/**
 * /media/<id>.<avif|webp> and /media/<id>-<width>.<avif|webp>: the uploaded images, read from the store by whichever instance is
 * asked (the HTTP layer serves what this reads, server/http/stored-files.ts). A path that names
 * no image of ours is a 404 before the store is asked.
 */
export function mediaFiles(connection: DatabaseConnection) {
  return {
    prefix: mediaPrefix,
    async read(pathname: string) {
      const named = parseMediaPath(pathname);
      if (!named) return "not found" as const;
      const db = await connection.get();
      if (!db) return "unavailable" as const;
      const body = await createImageStore(db).file(named.id, named.format, named.width);
      if (!body) return "not found" as const;
      const etag = `"${named.id}${named.width === undefined ? "" : `-${named.width}`}-${named.format}"`;
      return { body, contentType: `image/${named.format}`, etag };
    },
  };
}
