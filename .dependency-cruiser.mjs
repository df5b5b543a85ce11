/**
 * The import rules of the code (docs/decisions/021-server-by-capability.md), checked by
 * `npm run lint` (and so by `npm test`): `npx depcruise --config .dependency-cruiser.mjs app server bin`.
 * Imports run one way: route modules (app/routes, app/staff) → the server's capabilities → the
 * database and the shared helpers; content is a leaf. Tests may import across (they check one
 * capability through another), but no file may be part of an import circle.
 */
const tests = "\\.test\\.tsx?$";
const capabilities = ["leads", "outbox", "staff", "analytics", "jobs", "pages", "content", "search"];
const composition = "^server/(app|services|site-app|app-context)\\.ts$|^server/(settings|commands)/";

/** `from` may import none of `forbidden` (capability folders under server/). */
const below = (from, forbidden, comment) => ({
  name: `${from}-imports-only-below-it`,
  comment,
  severity: "error",
  from: { path: `^server/${from}/`, pathNot: tests },
  to: { path: `^server/(${forbidden.join("|")})/` },
});

export default {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import circle: one of its modules must give up an import (move what both need below both).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "content-is-a-leaf",
      comment:
        "app/content is data: it imports no server code, no route, no component, no staff module (only the pure helpers of app/lib).",
      severity: "error",
      from: { path: "^app/content/", pathNot: tests },
      to: { path: "^(server|app/(routes|staff|components|islands))/" },
    },
    {
      name: "public-helpers-know-no-server",
      comment:
        "app/lib holds the public pages' helpers: staff and server vocabulary lives in its capability under server/.",
      severity: "error",
      from: { path: "^app/lib/", pathNot: tests },
      to: { path: "^(server|app/(routes|staff))/" },
    },
    {
      name: "no-product-code-from-tooling",
      comment: "The site and its server never import the repository's tooling (scripts/, tools/).",
      severity: "error",
      from: { path: "^(app|server|bin)/", pathNot: tests },
      to: { path: "^(scripts|tools)/" },
    },
    {
      name: "server-imports-no-ui",
      comment: "The server may read content and the small helpers of app/lib, never route modules or components.",
      severity: "error",
      from: { path: "^server/", pathNot: tests },
      to: { path: "^app/(?!content/|lib/)" },
    },
    {
      name: "http-knows-no-capability",
      comment:
        "server/http is the HTTP adapter: what a capability decides (words, counts, policies) reaches it as options from server/site-app.ts.",
      severity: "error",
      from: { path: "^server/http/", pathNot: tests },
      to: { path: `^server/(?!http/|shared/)|^app/(?!lib/)` },
    },
    {
      name: "db-and-shared-know-no-capability",
      comment: "server/db and server/shared are the bottom layer: they import nothing else of the server.",
      severity: "error",
      from: { path: "^server/(db|shared)/", pathNot: tests },
      to: { path: "^server/(?!db/|shared/)" },
    },
    {
      name: "capabilities-know-no-composition",
      comment:
        "A capability is handed its settings and its neighbours by the composition root (server/services.ts); it never imports the root, the settings schema or the router context.",
      severity: "error",
      from: { path: `^server/(${capabilities.join("|")}|http|db|shared)/`, pathNot: tests },
      to: { path: composition },
    },
    below(
      "outbox",
      ["leads", "staff", "analytics", "jobs", "pages"],
      "The outbox sends for everyone and knows no one.",
    ),
    below("leads", ["staff", "analytics", "jobs", "pages"], "Leads queue into the outbox, nothing else above the db."),
    below("staff", ["analytics", "jobs", "pages"], "The staff area works on leads and the outbox."),
    below("analytics", ["jobs", "pages"], "Analytics reads staff paths (not counted) and lead attribution."),
    below("pages", ["leads", "outbox", "analytics", "jobs"], "The pages' policy knows only the staff paths."),
    below("jobs", ["pages"], "Jobs run the capabilities' scheduled steps."),
    below(
      "search",
      ["leads", "outbox", "staff", "analytics", "jobs", "pages", "content"],
      "Search's server side is its rate limit: it knows only the shared helpers.",
    ),
    below(
      "content",
      ["leads", "outbox", "analytics", "jobs", "pages"],
      "Content keeps editions and audits its changes (staff's audit log); it knows nothing of leads or pages.",
    ),
    {
      name: "message-store-loads-no-mailer",
      comment:
        "Storing a lead queues its emails; only the outbox's sender loads a transport (server/outbox/transports/).",
      severity: "error",
      from: { path: "^server/leads/message-store\\.server\\.ts$" },
      to: { path: "(^|/)node_modules/nodemailer/|^server/outbox/transports/", reachable: true },
    },
    {
      name: "composing-is-pure",
      comment: "Composing a message (server/outbox/compose/) loads no transport: it is a function of the delivery.",
      severity: "error",
      from: { path: "^server/outbox/compose/" },
      to: { path: "(^|/)node_modules/nodemailer/|^server/outbox/transports/", dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|public)/" },
    // Type-only imports count: a circle of types is still a circle for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
