// @vitest-environment node
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appServicesContext } from "~server/app-context.ts";
import type { ContentService, Draft } from "~server/content/content-service.ts";
import type { Database } from "~server/db/database.ts";
import type { StaffRole } from "~server/staff/staff-roles.ts";
import { openStaffStore, signedInCookie, staffOrigin, staffRouteContext } from "../../tests/support/staff-route.ts";
import { categoryRecord } from "./content/record-fixture.ts";
import { initialEdition } from "~/content/edition/initial-edition.ts";
import { translatorNote } from "./content/form/record-form.tsx";
import ContentCollection, { loader as collectionLoader } from "./content-collection.tsx";
import ContentRecord, { loader as recordLoader } from "./content-record.tsx";
import ContentVersion, { loader as versionLoader } from "./content-version.tsx";

/*
 * The content editor's loaders tell each page what the person may do, and the page offers only
 * that (issue 28): a translator gets no structure inputs, no list or record buttons, no Restore and
 * no Discard of someone else's draft; an editor gets them all. Real staff store, a content service
 * that answers from a two-record edition.
 */
let db: Database;
let drafts: Draft[];
const edition = () => ({
  categories: [categoryRecord()],
  projects: structuredClone(initialEdition.projects as { id: string }[]).slice(0, 2),
});
const version = (number: number) => ({
  number,
  edition: edition(),
  publishedAt: "2026-03-01T08:00:00.000Z",
  publishedBy: "nadia@agency.example",
  note: "publish",
});

const content: Partial<ContentService> = {
  draftEdition: async () => edition(),
  drafts: async () => drafts,
  published: async () => version(2),
  version: async (number) => (number >= 1 && number <= 2 ? version(number) : undefined),
  changes: async () => [],
};

beforeEach(async () => {
  db = await openStaffStore();
  drafts = [];
});
afterEach(async () => {
  await db.close();
});

async function load<T>(loader: (args: never) => Promise<T>, path: string, roles: StaffRole[], params: object) {
  const cookie = await signedInCookie(db, `${roles.join("-")}@example.com`, roles);
  const context = staffRouteContext(db);
  Object.assign(context.get(appServicesContext), { content });
  const request = new Request(`${staffOrigin}${path}`, { headers: { Cookie: cookie } });
  return loader({ request, context, params } as never);
}

/** The page as the server renders it from its loader's data: what a browser without JavaScript gets. */
const page = <Props extends object>(Component: ComponentType<Props>, loaderData: unknown) =>
  renderToStaticMarkup(createElement(Component, { loaderData, actionData: undefined } as unknown as Props));

const draftBy = (savedBy: string): Draft => ({
  key: { collection: "categories", id: "cyber-security" },
  value: categoryRecord(),
  revision: 1,
  savedBy,
  savedAt: "2026-03-02T08:00:00.000Z",
  baseVersion: 2,
});

describe("a record's page", () => {
  const open = (roles: StaffRole[]) =>
    load(recordLoader, "/staff/content/categories/cyber-security", roles, {
      collection: "categories",
      id: "cyber-security",
    });

  it("tells an editor or admin they may change structure, and shows the inputs and list buttons", async () => {
    for (const roles of [["editor"], ["admin"], ["translator", "editor"]] as StaffRole[][]) {
      const data = await open(roles);
      expect(data.rights, roles.join()).toEqual({ changeStructure: true, discard: false });
      const html = page(ContentRecord, data);
      expect(html).toContain('name="externalHref"');
      expect(html).toContain('value="up cards.1"');
      expect(html).not.toContain(translatorNote);
    }
  });

  it("tells a translator they may not, and shows the structure as text with the note once", async () => {
    const data = await open(["translator"]);
    expect(data.rights).toEqual({ changeStructure: false, discard: false });
    const html = page(ContentRecord, data);
    expect(html.split(translatorNote)).toHaveLength(2);
    expect(html).not.toContain('name="externalHref"');
    expect(html).toContain(categoryRecord().externalHref);
    expect(html).not.toContain('name="$op"');
    expect(html).toContain('name="cards.0.title.bn"');
  });

  it("offers a translator Discard only for a draft that changes nothing but translations, whoever saved it; an editor for any", async () => {
    const record = categoryRecord();
    const translated = { ...record, heading: { ...record.heading, bn: `${record.heading.bn} (নতুন)` } };
    drafts = [{ ...draftBy("nadia@agency.example"), value: translated }];
    expect((await open(["translator"])).rights.discard).toBe(true);
    expect(page(ContentRecord, await open(["translator"]))).toContain("Discard draft");
    // An editor changed the English, then the translator saved a Bangla word: the draft is not
    // the translator's to undo, though they saved it last.
    const edited = { ...translated, heading: { ...translated.heading, en: `${record.heading.en}, now` } };
    drafts = [{ ...draftBy("translator@example.com"), value: edited }];
    const theirs = await open(["translator"]);
    expect(theirs.rights.discard).toBe(false);
    expect(page(ContentRecord, theirs)).not.toContain("Discard draft");
    expect((await open(["editor"])).rights.discard).toBe(true);
  });
});

describe("a collection's page", () => {
  const open = (roles: StaffRole[]) =>
    load(collectionLoader, "/staff/content/projects", roles, { collection: "projects" });

  it("gives an editor Add, Move up, Move down and Remove", async () => {
    const data = await open(["editor"]);
    expect(data.rights).toEqual({ changeStructure: true });
    const html = page(ContentCollection, data);
    for (const text of [">Add a project<", ">Move up<", ">Move down<", ">Remove<"]) expect(html).toContain(text);
  });

  it("gives a translator the records' links without a button, nor a removal or order to discard", async () => {
    const [first, second] = edition().projects;
    drafts = [
      {
        ...draftBy("nadia@agency.example"),
        key: { collection: "projects", id: "#order" },
        value: [second!.id, first!.id],
      },
      { ...draftBy("nadia@agency.example"), key: { collection: "projects", id: second!.id }, value: null },
    ];
    const data = await open(["translator"]);
    expect(data.rights).toEqual({ changeStructure: false });
    expect(data.removed).toHaveLength(1);
    const html = page(ContentCollection, data);
    expect(html).toContain(`href="/staff/content/projects/${first!.id}"`);
    expect(html).not.toContain("<button");
    expect(html).not.toContain("<form");
  });
});

describe("a published version's page", () => {
  const open = (roles: StaffRole[]) => load(versionLoader, "/staff/content/history/1", roles, { number: "1" });

  it("offers Restore to an editor and not to a translator", async () => {
    const editor = await open(["editor"]);
    expect(editor.rights).toEqual({ restore: true });
    expect(page(ContentVersion, editor)).toContain("Restore version 1");
    const translator = await open(["translator"]);
    expect(translator.rights).toEqual({ restore: false });
    expect(page(ContentVersion, translator)).not.toContain("Restore version 1");
  });
});
