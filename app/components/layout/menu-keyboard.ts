/**
 * Arrow-key movement for the disclosure navigation (APG "disclosure navigation" example):
 * arrows move between the links and buttons of one list, wrapping at the ends.
 */
export function focusableItemsOf(list: Element): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>(":scope > li > a, :scope > li > button"));
}

export function moveFocus(from: HTMLElement, step: 1 | -1 | "first" | "last"): void {
  const list = from.closest("ul");
  if (!list) return;
  const items = focusableItemsOf(list);
  if (items.length === 0) return;
  const current = items.indexOf(from);
  let next: number;
  if (step === "first") next = 0;
  else if (step === "last") next = items.length - 1;
  else next = (current + step + items.length) % items.length;
  items[next]?.focus();
}

/** Focuses the first link of a panel once React has rendered it visible. */
export function focusFirstIn(panelId: string): void {
  requestAnimationFrame(() => {
    const panel = document.getElementById(panelId);
    if (panel) focusableItemsOf(panel)[0]?.focus();
  });
}
