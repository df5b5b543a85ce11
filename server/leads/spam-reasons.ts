/**
 * Why a message was filed as spam, and why a post was refused before it became a message, as
 * short stable codes (stored in the database) with the words staff read. Kept outside the
 * *.server.ts modules because the staff pages are bundled for the browser too.
 */
export const spamReasons = ["honeypot", "links", "url-only", "foreign-script", "duplicate"] as const;
export type SpamReason = (typeof spamReasons)[number];

export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: "The hidden bot-trap field was filled in",
  links: "Too many links",
  "url-only": "Only a link, no words",
  "foreign-script": "Mostly in a script the site does not serve",
  duplicate: "Same text as an earlier message",
};

/** A stored reason as staff read it; a message staff marked as spam themselves has none. */
export function spamReasonLabel(reason: string | null | undefined): string {
  if (!reason) return "Marked as spam by staff";
  return (spamReasons as readonly string[]).includes(reason) ? spamReasonLabels[reason as SpamReason] : reason;
}

/**
 * Posts refused before anything was stored: only counted, per UTC day and reason, never kept. One
 * more reason is counted with them: a stored message whose acknowledgement the daily limit held back
 * (CONTACT_ACK_DAILY_LIMIT), the sign of someone using the form to send mail to others.
 */
export const rejectedReasons = [
  "invalid",
  "rate-limited",
  "too-large",
  "cross-site",
  "bad-request",
  "ack-daily-limit",
] as const;
export type RejectedReason = (typeof rejectedReasons)[number];

export const rejectedReasonLabels: Record<RejectedReason, string> = {
  invalid: "Invalid fields (400)",
  "rate-limited": "Too many from one client (429)",
  "too-large": "Body too large (413)",
  "cross-site": "Sent from another site (403)",
  "bad-request": "Not a form (400)",
  "ack-daily-limit": "Stored, but not acknowledged: daily limit of acknowledgements reached",
};
