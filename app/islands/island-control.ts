/**
 * Marks a group of controls that act only once their island has hydrated (a carousel's pause
 * button, arrows and slide pickers). They are in the prerendered HTML; a click on one of their
 * buttons before the island has hydrated is held by the islands runtime, which hydrates that
 * island at once and then replays the click (islands-runtime.ts matches
 * `[data-island-controls] button`; it imports nothing, so that it stays one small file). One
 * attribute on the group, not one per button: the home page's HTML is counted in bytes (it must
 * fit the first TCP round trip). Controls that work without JavaScript (links, the contact form's
 * submit button) are not marked.
 */
export const islandControls = { "data-island-controls": "" } as const;
