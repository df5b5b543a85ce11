// @vitest-environment node
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appServicesContext } from "~server/app-context.ts";
import type { ContentService } from "~server/content/content-service.ts";
import type { Database } from "~server/db/database.ts";
import type { PagesRender } from "~server/pages/published-pages.server.ts";
import { openStaffStore, signedInCookie, staffOrigin, staffRouteContext } from "../../tests/support/staff-route.ts";
import { categoryRecord } from "./content/record-fixture.ts";
import ContentOverview, { loader } from "./content-overview.tsx";

/*
 * A page that failed to render after a publish keeps its last good version
 * (server/pages/live-pages.test.ts, live-pages.site.test.ts); the editor's overview is where staff
 * learn of it, with why. Real staff store; the content service and this instance's last render
 * are what the server would hand the route. (A render cannot be made to fail in the browser
 * tests without breaking the server on purpose: Publish refuses what would fail to render.)
 */
let db: Database;
let lastRender: PagesRender | undefined;
beforeEach(async () => {
  db = await openStaffStore();
  lastRender = undefined;
});
afterEach(() => db.close());

const content: Partial<ContentService> = {
  published: async () => ({
    number: 8,
    edition: { categories: [categoryRecord()] },
    publishedAt: "2026-11-26T08:00:00.000Z",
    publishedBy: "nadia@agency.example",
    note: "publish",
  }),
  draftEdition: async () => ({ categories: [categoryRecord()] }),
  drafts: async () => [],
  schedules: async () => [],
};

async function overview() {
  const context = staffRouteContext(db);
  Object.assign(context.get(appServicesContext), { content, pages: { lastRender: () => lastRender } });
  const request = new Request(`${staffOrigin}/staff/content`, {
    headers: { Cookie: await signedInCookie(db, "editor@example.com", ["editor"]) },
  });
  const loaderData = await loader({ request, context, params: {} } as never);
  return renderToStaticMarkup(createElement(ContentOverview, { loaderData, actionData: undefined } as never));
}

describe("the content overview after a publish", () => {
  it("names each page that failed to render and still shows its previous version, with why, as an alert", async () => {
    lastRender = {
      version: 8,
      at: "2026-11-26T08:00:01.000Z",
      changed: 40,
      failed: [{ path: "/bn/insights/cloud-costs", reason: "content store unreachable" }],
    };
    const html = await overview();
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/Version 8 was rendered on .*, but 1 page failed and still shows the previous version/);
    expect(html).toContain("<code>/bn/insights/cloud-costs</code>: content store unreachable");
  });

  it("says the pages show the version when every page rendered, and nothing before any publish", async () => {
    lastRender = { version: 8, at: "2026-11-26T08:00:01.000Z", changed: 40, failed: [] };
    expect(await overview()).toMatch(/The pages show version 8: rendered again on .*, 40 files changed/);
    lastRender = undefined;
    expect(await overview()).not.toMatch(/The pages show version|page failed/);
  });
});
