import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, URL-safe: an invite token or a session id. Only the holder ever sees it. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/**
 * What the store keeps instead of a token: a stolen copy of the database (or a backup) then
 * cannot be turned into a working invite link or session cookie. Tokens carry 256 random bits,
 * so a plain SHA-256 needs no salt or slow hash.
 */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
