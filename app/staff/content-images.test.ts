// @vitest-environment node
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~server/db/database.ts";
import { photoWithGps, svgWithScript } from "~server/content/image-uploads.fixture.ts";
import { imageRefusals } from "~server/content/image-rules.ts";
import { listAudit } from "~server/staff/audit-log.server.ts";
import {
  answerOf,
  openStaffStore,
  signedInCookie,
  staffOrigin,
  staffRouteContext,
} from "../../tests/support/staff-route.ts";
import { appServicesContext } from "~server/app-context.ts";
import { initialEdition } from "~/content/edition/initial-edition.ts";
import { action, loader } from "./content-images.tsx";

/** The staff context, with a content service that answers the initial edition (where uploads are used). */
function context() {
  const routeContext = staffRouteContext(db);
  Object.assign(routeContext.get(appServicesContext), {
    content: { published: async () => ({ edition: initialEdition }), draftEdition: async () => initialEdition },
  });
  return routeContext;
}

/* The upload form as a browser without JavaScript posts it (multipart), through the page's action. */
const url = `${staffOrigin}/staff/content/images`;
let db: Database;
let cookie: string;

beforeEach(async () => {
  db = await openStaffStore();
  cookie = await signedInCookie(db, "nadia@example.com");
});
afterEach(async () => {
  await db.close();
});

/** A copy on a plain ArrayBuffer, as a browser's file is. */
const blob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);

function post(file: Blob | undefined, name = "photo.jpg", headers: Record<string, string> = {}) {
  const body = new FormData();
  if (file) body.set("image", file, name);
  const request = new Request(url, {
    method: "POST",
    headers: { Cookie: cookie, Origin: staffOrigin, ...headers },
    body,
  });
  return answerOf(action({ request, context: context(), params: {} } as never));
}

const load = async () =>
  (await loader({
    request: new Request(url, { headers: { Cookie: cookie } }),
    context: context(),
    params: {},
  } as never)) as Exclude<Awaited<ReturnType<typeof loader>>, Response>;

const problemOf = (answer: unknown) => answer as { data: { error: string }; init: { status: number } | null };

it("stores an uploaded photo, returns to the list at it, and lists it with its address and uploader", async () => {
  const answer = (await post(blob(await photoWithGps(3)), "portrait.jpg")) as Response;
  expect(answer.status).toBe(303);
  const [image] = (await load()).images;
  expect(answer.headers.get("Location")).toBe(`/staff/content/images?uploaded=${image!.id}#image-${image!.id}`);
  expect(image).toMatchObject({ originalName: "portrait.jpg", uploadedBy: "nadia@example.com", width: 1600 });
  expect((await listAudit(db))[0]).toMatchObject({ actor: "nadia@example.com", action: "image upload" });

  const again = (await post(blob(await photoWithGps(3)), "portrait (1).jpg")) as Response;
  expect(again.headers.get("Location")).toContain("&duplicate=1");
  expect((await load()).images).toHaveLength(1);
});

it("answers 400 with the reason for an SVG named .png, or no file at all", async () => {
  const svg = problemOf(await post(blob(svgWithScript), "logo.png"));
  expect([svg.init?.status, svg.data.error]).toEqual([400, imageRefusals.svg]);
  const none = problemOf(await post(undefined));
  expect([none.init?.status, none.data.error]).toEqual([400, imageRefusals.empty]);
  expect((await load()).images).toEqual([]);
});

it("takes uploads only from a signed-in person on the staff origin", async () => {
  const photo = blob(await photoWithGps(4));
  expect(((await post(photo, "a.jpg", { Origin: "https://evil.example" })) as Response).status).toBe(403);
  expect(((await post(photo, "a.jpg", { Cookie: "" })) as Response).status).toBe(401);
  const signedOut = (await answerOf(
    loader({ request: new Request(url), context: staffRouteContext(db), params: {} } as never),
  )) as Response;
  expect(signedOut.status).toBe(302);
  expect(signedOut.headers.get("Location")).toBe("/staff/sign-in?next=%2Fstaff%2Fcontent%2Fimages");
  expect((await load()).images).toEqual([]);
});

it("says, back on the form after the server refused a file as too large, the limit to keep to", async () => {
  const request = new Request(`${url}?refused=too-large`, { headers: { Cookie: cookie } });
  const data = (await loader({ request, context: context(), params: {} } as never)) as Awaited<ReturnType<typeof load>>;
  expect(data.tooLarge).toBe(true);
  expect(data.maxMegabytes).toBeGreaterThan(0);
  expect((await load()).tooLarge).toBe(false);
});
