// @vitest-environment node
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appServicesContext } from "~server/app-context.ts";
import type { ContentService } from "~server/content/content-service.ts";
import type { Database } from "~server/db/database.ts";
import { staffRoles, type StaffRole } from "~server/staff/staff-roles.ts";
import { openStaffStore, signedInCookie, staffOrigin, staffRouteContext } from "../../tests/support/staff-route.ts";
import routeTable from "../routes.ts";
import { categoryRecord } from "./content/record-fixture.ts";

/*
 * Every staff route × every role, from the route table: a staff route added without a rule here
 * fails the first test, so nobody ships a page that forgets to say who may use it. Each rule says
 * who may read (loader) and who may change (action); admin may use everything. The walk calls the
 * real loaders and actions on a real store with one person per role, and tells a refusal by role
 * (403 naming the role) from every other answer.
 */
type Rule = { open: string } | { read: readonly StaffRole[] | "everyone"; change?: readonly StaffRole[] | "everyone" };

const sales = ["admin", "sales"] as const;
const content = ["admin", "editor", "translator"] as const;
const publishing = ["admin", "editor"] as const;
const admin = ["admin"] as const;

const rules: Record<string, Rule> = {
  "/staff/sign-in": { open: "the way in" },
  "/staff/enrol": { open: "the way in, with an invite" },
  "/staff/sign-out": { open: "anyone may leave" },
  "/staff/passkey.js": { open: "the passkey script, a static file" },
  "/staff/content-editor.js": { open: "the content editor's script, a static file" },
  "/staff/api/:step": { open: "the passkey ceremonies: before sign-in, or the person's own passkeys" },
  "/staff/passkeys": { read: "everyone", change: "everyone" },
  "/staff/*": { read: "everyone" },
  "/staff": { read: sales },
  "/staff/messages/:id": { read: sales, change: sales },
  "/staff/export": { read: sales },
  "/staff/analytics": { read: sales },
  "/staff/analytics/export": { read: sales },
  "/staff/audit": { read: admin },
  "/staff/people": { read: admin, change: admin },
  "/staff/content": { read: content, change: publishing },
  "/staff/content/history": { read: content },
  "/staff/content/history/:number": { read: content, change: publishing },
  "/staff/content/:collection": { read: content, change: publishing },
  // A translator saves text drafts here; what else they may not do is content-record.test.ts's.
  "/staff/content/:collection/:id": { read: content, change: content },
  "/staff/content/images": { read: publishing, change: publishing },
  "/staff/content/image-picker": { read: publishing, change: publishing },
  "/staff/content/preview/*": { read: content },
  // Its GET answers 405 to anyone (nothing to read); the preview itself is the editor's.
  "/staff/content/markdown-preview": { read: "everyone", change: content },
  // The same: a GET answers 405; a record's presence is for whoever may open the record.
  "/staff/content/presence": { read: "everyone", change: content },
};

type StaffRoute = { path: string; file: string };

function staffRoutes(entries: readonly RouteConfigEntry[], parent = ""): StaffRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    if (entry.children) return staffRoutes(entry.children, path);
    return path === "/staff" || path.startsWith("/staff/") ? [{ path, file: entry.file }] : [];
  });
}

const routes = staffRoutes(routeTable);
const samples: Record<string, string> = { id: "1", number: "1", collection: "categories", step: "sign-in-options" };
const urlOf = (path: string) =>
  staffOrigin +
  path
    .replace(/:(\w+)/g, (_match, name: string) => samples[name] ?? "x")
    .replace("/*", "/about-us")
    .replace("/content/categories/1", "/content/categories/cyber-security");

it("has a rule for every staff route in the route table", () => {
  expect(routes.length).toBeGreaterThan(15);
  expect(routes.map((route) => route.path).filter((path) => !(path in rules))).toEqual([]);
});

let db: Database;
const cookies = new Map<StaffRole, string>();
beforeAll(async () => {
  db = await openStaffStore();
  for (const role of staffRoles) cookies.set(role, await signedInCookie(db, `${role}@example.com`, [role]));
});
afterAll(async () => {
  await db.close();
});

/** A content service with one record, enough for the content routes to answer. */
function contentService(): Partial<ContentService> {
  const edition = { categories: [categoryRecord()] };
  const published = { number: 1, edition, publishedAt: "2026-01-01T00:00:00.000Z", publishedBy: "x", note: "publish" };
  return {
    published: async () => published,
    draftEdition: async () => edition,
    drafts: async () => [],
    history: async () => [published],
    version: async () => published,
    changes: async () => [],
  };
}

/** "refused" when the answer is a 403 that names a role; "answered" for anything else. */
async function outcome(call: () => unknown): Promise<"refused" | "answered"> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (thrown) {
    answer = thrown;
  }
  if (!(answer instanceof Response) || answer.status !== 403) return "answered";
  return /needs the .+ role/.test(await answer.clone().text()) ? "refused" : "answered";
}

function args(path: string, role: StaffRole, method: "GET" | "POST") {
  const context = staffRouteContext(db, []);
  Object.assign(context.get(appServicesContext), { content: contentService() });
  const request = new Request(urlOf(path), {
    method,
    headers: {
      Cookie: cookies.get(role)!,
      Origin: staffOrigin,
      "Sec-Fetch-Site": "same-origin",
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Dest": "document",
    },
    body: method === "POST" ? new FormData() : undefined,
  });
  const params = Object.fromEntries(
    [...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, samples[name!] ?? "x"]).concat([["*", "about-us"]]),
  );
  if (path.endsWith(":collection/:id")) params.id = "cyber-security";
  return { request, params, context };
}

const expected = (who: readonly StaffRole[] | "everyone", role: StaffRole) =>
  who === "everyone" || who.includes(role) ? "answered" : "refused";

describe.each(routes.filter((route) => "read" in (rules[route.path] ?? {})))("$path", ({ path, file }) => {
  const rule = rules[path] as Extract<Rule, { read: unknown }>;
  it.each(staffRoles)("reads and changes as the rule says, for %s", async (role) => {
    const module = (await import(`../${file}`)) as {
      loader?: (a: ReturnType<typeof args>) => unknown;
      action?: (a: ReturnType<typeof args>) => unknown;
    };
    if (module.loader) {
      expect(await outcome(() => module.loader!(args(path, role, "GET"))), `GET ${path}`).toBe(
        expected(rule.read, role),
      );
    }
    expect(Boolean(module.action), `${path} has an action exactly when its rule says who may change`).toBe(
      rule.change !== undefined,
    );
    if (module.action && rule.change) {
      expect(await outcome(() => module.action!(args(path, role, "POST"))), `POST ${path}`).toBe(
        expected(rule.change, role),
      );
    }
  });
});
