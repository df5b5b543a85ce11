// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editionProblems } from "~/content/edition/edition-problems.ts";
import { initialEdition, type Edition } from "~/content/edition/initial-edition.ts";
import { appServicesContext } from "~server/app-context.ts";
import type { EditionJson } from "~server/content/content-service.ts";
import type { Database } from "~server/db/database.ts";
import { openStaffStore, signedInCookie, staffOrigin, staffRouteContext } from "../../tests/support/staff-route.ts";
import { withSourceWhereTranslationIsEmpty } from "./content/previewed-edition.ts";
import { loader } from "./content-preview.ts";

/*
 * Preview renders the drafts, which Publish may still refuse: a Bangla text left empty, or a text
 * the schemas refuse. The page renderer is stubbed here (the real one, on the production build, is
 * exercised by tests/e2e/staff-content.spec.ts); what is checked is what the route gives it and
 * what it answers when the page cannot be rendered.
 */
/** The parts of the edition these tests change, typed as the data files are. */
type Drafted = {
  company: { statsSubtitle: { en: string; bn: string } };
  testimonials: Array<{ id: string; feedback: { en: string; bn: string } }>;
};
const draft = (change: (edition: Drafted) => void): EditionJson => {
  const edition = structuredClone(initialEdition) as unknown as Drafted;
  change(edition);
  return edition as unknown as EditionJson;
};
const statsSubtitle = (initialEdition as unknown as Drafted).company.statsSubtitle;
const emptyBangla = draft((edition) => (edition.company.statsSubtitle.bn = ""));
const shortTestimonial = draft(
  (edition) => (edition.testimonials.find((record) => record.id === "thames-lettings")!.feedback.bn = "খুব ভালো কাজ।"),
);

let db: Database;
let rendered: EditionJson[];
beforeEach(async () => {
  db = await openStaffStore();
  rendered = [];
});
afterEach(() => db.close());

async function preview(edition: EditionJson, status: number) {
  const context = staffRouteContext(db);
  Object.assign(context.get(appServicesContext), {
    content: { draftEdition: async () => edition, drafts: async () => [], published: async () => ({ number: 1 }) },
    pages: {
      preview: async (_path: string, shown: EditionJson) => {
        rendered.push(shown);
        return new Response("<p>page</p>", { status, headers: { "Content-Type": "text/html" } });
      },
    },
  });
  const request = new Request(`${staffOrigin}/staff/content/preview/bn`, {
    headers: { Cookie: await signedInCookie(db, "editor@example.com", ["editor"]) },
  });
  return (await loader({ request, context, params: { "*": "bn" } } as never)) as Response;
}

describe("the edition Preview renders", () => {
  it("has the English where a draft left the Bangla empty, so the schemas every page is built with accept it", async () => {
    expect(editionProblems(emptyBangla as Partial<Edition>, { forPublish: true })).toHaveLength(1);
    const answer = await preview(emptyBangla, 200);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const shown = rendered[0]!;
    expect((shown as unknown as Drafted).company.statsSubtitle).toEqual({ en: statsSubtitle.en, bn: statsSubtitle.en });
    expect(editionProblems(shown as Partial<Edition>, { forPublish: true })).toEqual([]);
    // Only the empty text is replaced; the rest is the draft as saved.
    expect({ ...shown, company: undefined }).toEqual({ ...emptyBangla, company: undefined });
  });

  it("is left as it is when no Bangla is missing", () => {
    expect(withSourceWhereTranslationIsEmpty(initialEdition)).toEqual(initialEdition);
  });
});

describe("a draft that breaks the page", () => {
  it("is said, record, field and language, instead of the page's error, uncached", async () => {
    const answer = await preview(shortTestimonial, 500);
    expect(answer.status).toBe(409);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const text = await answer.text();
    expect(text).toMatch(/^The drafts cannot be previewed: the page failed to render with them \(HTTP 500\)/);
    expect(text).toMatch(
      /^- Testimonials › thames-lettings › What they said \(Bangla\): write at least 60 characters/m,
    );
  });
});
