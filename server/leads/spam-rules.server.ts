import { createHash } from "node:crypto";
import type { SpamReason } from "./spam-reasons.ts";

export type { SpamReason } from "./spam-reasons.ts";

/** A real client may paste a link or two (their current site, a reference); three or more is a pattern of spam. */
export const maxLinks = 2;

/** A body identical to one stored this many days before is filed as spam (see `duplicate`). */
export const duplicateWindowDays = 30;

export type SpamCandidate = {
  /** The hidden field's value (`honeypotFieldName`); people never see it, so never fill it in. */
  honeypot: string;
  name: string;
  subject: string;
  message: string;
};

// A link as spam carries it: a scheme, or a bare www. host (not the www. inside a URL already counted).
const linkPattern = /\bhttps?:\/\/[^\s<>"']*|(?<![\w./-])www\.[^\s<>"']+/giu;
const letter = /\p{L}/u;
// The site serves English and Bangla; digits, punctuation, symbols and emoji are neither.
const servedScript = /[\p{Script=Latin}\p{Script=Bengali}]/u;

export const countLinks = (text: string) => text.match(linkPattern)?.length ?? 0;

const withoutLinks = (text: string) => text.replace(linkPattern, " ");

/** True when more than half the letters are in scripts other than Latin and Bengali. */
export function mostlyForeignScript(text: string): boolean {
  let served = 0;
  let foreign = 0;
  for (const character of withoutLinks(text)) {
    if (!letter.test(character)) continue;
    if (servedScript.test(character)) served += 1;
    else foreign += 1;
  }
  return foreign > served;
}

/**
 * The content rules, in the order staff would name them: the first that matches is the reason.
 * Pure: the one rule that needs stored messages (an identical body) is checked by the store, in
 * the insert's transaction, with `bodyFingerprint`. A match is filed as spam, never refused.
 */
export function spamReason(candidate: SpamCandidate): SpamReason | null {
  if (candidate.honeypot.trim() !== "") return "honeypot";
  const { name, subject, message } = candidate;
  if (countLinks(message) > 0 && !letter.test(withoutLinks(message))) return "url-only";
  if (countLinks(`${name}\n${subject}\n${message}`) > maxLinks) return "links";
  // The body only: it is what a person writes at length, and a bot's name and subject are often
  // Latin filler around it (a Chinese character also says as much as a few Latin letters).
  if (mostlyForeignScript(message)) return "foreign-script";
  return null;
}

/**
 * The body as a duplicate is recognised: Unicode-normalised, lower case, runs of white space as
 * one space, trimmed; hashed, so the lookup is an indexed equality on both stores.
 */
export function bodyFingerprint(message: string): string {
  const normalised = message.normalize("NFC").toLowerCase().replace(/\s+/gu, " ").trim();
  return createHash("sha256").update(normalised).digest("hex");
}
