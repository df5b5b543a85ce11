import { initialEdition, type Edition } from "./initial-edition.ts";

/**
 * Where the pages take their edition from. Until the server says otherwise (at start-up, with the
 * store's published edition, or a staff member's draft while it renders a preview), the initial
 * edition: what the build prerenders and the tests read.
 */
let source: () => Edition = () => initialEdition;

export function setEditionSource(next: () => Edition): void {
  source = next;
}

export function currentEdition(): Edition {
  return source();
}
