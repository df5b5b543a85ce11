// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appServicesContext } from "~server/app-context.ts";
import type { ContentService, SaveResult } from "~server/content/content-service.ts";
import type { Database } from "~server/db/database.ts";
import {
  answerOf,
  openStaffStore,
  signedInCookie,
  staffOrigin,
  staffRouteContext,
} from "../../tests/support/staff-route.ts";
import { model } from "~/content/model/model.ts";
import { formValues } from "./content/form/form-values.ts";
import { categoryRecord } from "./content/record-fixture.ts";
import { action } from "./content-record.tsx";

/*
 * The record page's action as the browser posts it, on a real staff store, against a content
 * service that records what it is asked (the real one is tested by its own contract tests).
 */
let db: Database;
let cookie: string;
let translator: string;
let saves: Parameters<ContentService["saveDraft"]>[0][];
let answer: SaveResult;

function content(): Partial<ContentService> {
  return {
    draftEdition: async () => ({ categories: [categoryRecord()] }),
    drafts: async () => [],
    saveDraft: async (input) => {
      saves.push(input);
      return answer;
    },
  };
}

beforeEach(async () => {
  db = await openStaffStore();
  cookie = await signedInCookie(db);
  translator = await signedInCookie(db, "mita@example.com", ["translator"]);
  saves = [];
  answer = { ok: true, revision: 1 };
});
afterEach(async () => {
  await db.close();
});

function post(fields: [string, string][], headers: Record<string, string> = { Cookie: cookie, Origin: staffOrigin }) {
  const context = staffRouteContext(db);
  Object.assign(context.get(appServicesContext), { content: content() });
  const request = new Request(`${staffOrigin}/staff/content/categories/cyber-security`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
  return answerOf(action({ request, context, params: { collection: "categories", id: "cyber-security" } } as never));
}

const fields = model.categories.fields;
const renamed = () => ({ ...categoryRecord(), name: { en: "Cyber Security", bn: "সাইবার সুরক্ষা" } });
const edited = () => formValues(fields, renamed());
/** What a translator's form posts: the texts alone (every language, and images' descriptions). */
const words = () => edited().filter(([name]) => /\.(en|bn)$/.test(name) && !/\.(src)$/.test(name));

describe("saving a record's draft", () => {
  it("is refused without a session, or from another origin, before anything is saved", async () => {
    const fields: [string, string][] = [["$intent", "save"], ["$revision", "0"], ...edited()];
    expect(((await post(fields, { Origin: staffOrigin })) as Response).status).toBe(401);
    expect(((await post(fields, { Cookie: cookie, Origin: "https://evil.example" })) as Response).status).toBe(403);
    expect(((await post(fields, { Cookie: cookie })) as Response).status).toBe(403);
    expect(saves).toEqual([]);
  });

  it("saves the record as typed against the revision the form was loaded at, then shows the record again", async () => {
    const response = (await post([["$intent", "save"], ["$revision", "3"], ...edited()])) as Response;
    expect([response.status, response.headers.get("Location")]).toEqual([
      303,
      "/staff/content/categories/cyber-security?saved=1",
    ]);
    expect(saves).toEqual([
      {
        key: { collection: "categories", id: "cyber-security" },
        value: renamed(),
        baseRevision: 3,
        by: "sales@example.com",
        may: "everything",
      },
    ]);
  });

  it("answers a conflict with both texts, and a list button with the changed record unsaved", async () => {
    const conflict = {
      key: { collection: "categories", id: "cyber-security" },
      current: categoryRecord(),
      currentRevision: 4,
      savedBy: "nadia@agency.example",
      savedAt: "2026-03-01T08:00:00.000Z",
      attempted: null,
    };
    answer = { ok: false, conflict };
    const refused = (await post([["$intent", "save"], ["$revision", "3"], ...edited()])) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(refused.init.status).toBe(409);
    expect(refused.data).toMatchObject({ conflict, typed: { name: { bn: "সাইবার সুরক্ষা" } } });
    saves = [];
    const moved = (await post([["$op", "down cards.0"], ["$revision", "3"], ...edited()])) as unknown as {
      data: { typed: ReturnType<typeof categoryRecord> };
    };
    const ids = categoryRecord().cards.map((card: { id: string }) => card.id);
    expect(moved.data.typed.cards.map((card: { id: string }) => card.id)).toEqual([ids[1], ids[0], ...ids.slice(2)]);
    expect(saves).toEqual([]);
  });
});

describe("a translator's save", () => {
  const as = (fields: [string, string][]) => post(fields, { Cookie: translator, Origin: staffOrigin });
  const refusal = async (pending: Promise<unknown>) => {
    const response = (await pending) as Response;
    return [response.status, /needs the editor \(or admin\) role/.test(await response.text())];
  };

  it("is saved as texts only, under the translator's name: the content service refuses anything else", async () => {
    const response = (await as([["$intent", "save"], ["$revision", "0"], ...edited()])) as Response;
    expect(response.status).toBe(303);
    expect(saves).toMatchObject([{ value: { name: { bn: "সাইবার সুরক্ষা" } }, by: "mita@example.com", may: "texts" }]);
  });

  it("saves exactly the stored record with their words when their form posts only the words", async () => {
    expect(words().length).toBeLessThan(edited().length);
    const response = (await as([["$intent", "save"], ["$revision", "0"], ...words()])) as Response;
    expect(response.status).toBe(303);
    expect(saves.map((save) => save.value)).toEqual([renamed()]);
  });

  it("keeps the stored structure whatever a hand-made post sends besides the words", async () => {
    const response = (await as([
      ["$intent", "save"],
      ["$revision", "0"],
      ...words(),
      ["externalHref", "https://elsewhere.example"],
      ["image.src", "/media/0123456789abcdef0123456789abcdef.webp"],
      ["cards.$count", "1"],
    ])) as Response;
    expect(response.status).toBe(303);
    expect(saves.map((save) => save.value)).toEqual([renamed()]);
  });

  it("may not remove the record, add, remove or move items, or discard someone else's draft", async () => {
    expect(
      await refusal(
        as([
          ["$intent", "remove"],
          ["$revision", "0"],
        ]),
      ),
    ).toEqual([403, true]);
    expect(await refusal(as([["$op", "down cards.0"], ["$revision", "0"], ...edited()]))).toEqual([403, true]);
    expect(await refusal(as([["$intent", "discard"]]))).toEqual([403, true]);
    expect(saves).toEqual([]);
  });
});

describe("addresses that name no collection", () => {
  it("answer 404, also for names every object inherits (constructor, __proto__, toString)", async () => {
    const { loader } = await import("./content-record.tsx");
    const { loader: listLoader } = await import("./content-collection.tsx");
    for (const collection of ["constructor", "__proto__", "toString", "hasOwnProperty", "nothing"]) {
      const context = staffRouteContext(db);
      Object.assign(context.get(appServicesContext), {
        content: { ...content(), published: async () => ({ number: 1, edition: { categories: [] } }) },
      });
      const request = new Request(`${staffOrigin}/staff/content/${collection}/${collection}`, {
        headers: { Cookie: cookie },
      });
      const record = (await answerOf(
        loader({ request, context, params: { collection, id: collection } } as never),
      )) as unknown as { init?: { status?: number } };
      expect([collection, record.init?.status]).toEqual([collection, 404]);
      const list = (await answerOf(listLoader({ request, context, params: { collection } } as never))) as unknown as {
        init?: { status?: number };
      };
      expect([collection, list.init?.status]).toEqual([collection, 404]);
    }
  });
});
