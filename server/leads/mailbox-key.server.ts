/** Mail providers that ignore dots in the local part and deliver googlemail.com to the same inbox. */
const gmailDomains = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address delivers to, as far as one can tell without asking its provider: what the
 * acknowledgement's once-a-day check compares, so that `victim+1@…`, `victim+2@…` and Gmail's dot
 * variants (`v.i.c.t.i.m@gmail.com`, `victim@googlemail.com`) are one recipient, not a new one each.
 * Lower case; a `+tag` (sub-addressing, which most providers deliver to the plain address) removed
 * from the local part; on Gmail the dots removed and googlemail.com folded into gmail.com. An
 * address without an @ (never one the form accepts) is only lower-cased.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus >= 0) local = local.slice(0, plus);
  if (gmailDomains.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
