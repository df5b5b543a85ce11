/**
 * The colour theme, applied before the first paint (decision 026). This script is inline in the
 * head of every public page, ahead of the stylesheet, and allowed by its hash in the
 * Content-Security-Policy (server/pages/page-policy.ts). It:
 * - reads the visitor's choice (light, dark, or "system", the default) from localStorage, and
 *   sets data-theme (what the tokens' dark block keys on) and data-theme-choice (what the
 *   toggle's icon and name key on) on <html>, so the first frame is already in the right theme;
 * - follows the system's setting live while the choice is "system";
 * - handles the header toggle's clicks by delegation on document: the button works from the
 *   first paint, before and without any island, and a first tap is never lost (decision 010);
 * - follows a choice made in another tab of the site (the storage event).
 * A broken or refused localStorage (private modes, a full quota) only means nothing is
 * remembered: the choice still applies to the page. Kept small: it runs before the first paint.
 * No cookie: public pages set none.
 */
export const themeStorageKey = "theme";

export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export function themeScript(): string {
  return (
    `(function(){var d=document.documentElement,k=${JSON.stringify(themeStorageKey)},` +
    `q=matchMedia("(prefers-color-scheme: dark)"),c;` +
    `function r(){var v;try{v=localStorage.getItem(k)}catch(e){}c=v==="light"||v==="dark"?v:"system"}` +
    `function a(){d.setAttribute("data-theme",c==="system"?(q.matches?"dark":"light"):c);d.setAttribute("data-theme-choice",c)}` +
    `r();a();` +
    `q.addEventListener?q.addEventListener("change",a):q.addListener(a);` +
    `addEventListener("storage",function(e){if(e.key===k||e.key===null){r();a()}});` +
    // From "system", the first press always changes what the visitor sees: to the theme the
    // system is not showing; then the other one; then back to the system's.
    `document.addEventListener("click",function(e){var t=e.target;` +
    `if(!t.closest||!t.closest("[data-theme-toggle]"))return;` +
    `var s=q.matches?"dark":"light",o=s==="dark"?"light":"dark";c=c==="system"?o:c===o?s:"system";` +
    `try{c==="system"?localStorage.removeItem(k):localStorage.setItem(k,c)}catch(e){}a()})})()`
  );
}
