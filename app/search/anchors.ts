/**
 * The anchors the pages give each service card, project and team member, from the record's id:
 * stable across edits, so site search (and anyone) can link to the exact place (decision 025).
 */
export const cardAnchor = (id: string) => `card-${id}`;
export const projectAnchor = (id: string) => `project-${id}`;
export const teamAnchor = (id: string) => `member-${id}`;
