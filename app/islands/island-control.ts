/**
 * Marks a control that acts only once its island has hydrated (a carousel's arrows, pause button
 * and slide pickers). Such controls are in the prerendered HTML; a click on one before its island
 * has hydrated is held by the islands runtime, which hydrates that island at once and then
 * replays the click (islands-runtime.ts matches `[data-island-control]`; it imports nothing, so
 * that it stays one small file). Controls that work without JavaScript (links, the contact
 * form's submit button) are not marked.
 */
export const islandControl = { "data-island-control": "" } as const;
