// @vitest-environment node
import { createServer, type Server } from "node:http";
import sharp from "sharp";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routelessBuild } from "../../tests/support/routeless-build.ts";
import { signedInCookie } from "../../tests/support/staff-route.ts";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { createSiteApp } from "../site-app.ts";
import { photoWithGps } from "./image-uploads.fixture.ts";
import { imageUploadPath } from "./image-rules.ts";
import { createImageStore, type StoredImage } from "./images.server.ts";

const build = routelessBuild((_request, status) => new Response("Not found", { status }));

/**
 * /media/<id>.<avif|webp> on both stores. The image is uploaded through one handle on the store
 * and served by a site app on another, as a second instance of the site would serve it.
 */
describe.each(storeFactories)("uploaded images served from $name", (factory) => {
  let uploader: Database;
  let servingDb: Database | undefined;
  let server: Server;
  let base: string;
  let image: StoredImage;
  let webp: Uint8Array;
  let cookie: string;

  beforeAll(async () => {
    uploader = await factory.open();
    const uploaded = await createImageStore(uploader).upload({
      bytes: await photoWithGps(7),
      name: "team.jpg",
      by: "nadia@example.com",
    });
    if (!uploaded.ok) throw new Error(uploaded.problem);
    image = uploaded.image;
    webp = (await createImageStore(uploader).file(image.id, "webp"))!;
    servingDb = await factory.openAnother();
    cookie = await signedInCookie(servingDb);
    const connection = { get: async () => servingDb, close: async () => {} };
    const staffConfig = { origin: "" };
    const services = {
      contact: { countRejected() {} },
      analytics: { count() {} },
      staff: { connection, config: staffConfig },
      contentImages: { maxBytes: 200_000 },
      health: async () => ({ ok: true }),
    } as unknown as Parameters<typeof createSiteApp>[0]["services"];
    server = createServer(createSiteApp({ build, staticFiles: new Map(), services, maxBodyBytes: 1024 }));
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    staffConfig.origin = base;
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    await servingDb?.close();
    await uploader.close();
  });

  it("serves each variant with its type, a year of immutable caching and the security headers", async () => {
    for (const format of ["avif", "webp"] as const) {
      const response = await fetch(`${base}/media/${image.id}.${format}`);
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        "content-type": `image/${format}`,
        "content-length": String(format === "avif" ? image.avifBytes : image.webpBytes),
        "cache-control": "public, max-age=31536000, immutable",
        etag: `"${image.id}-${format}"`,
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
      });
      expect(response.headers.get("content-security-policy")).toMatch(/default-src 'self'.*object-src 'none'/);
      const body = new Uint8Array(await response.arrayBuffer());
      if (format === "webp") expect(Buffer.compare(body, webp)).toBe(0);
      else expect(body.length).toBe(image.avifBytes);
    }
  });

  it("serves each width a srcset names with its type, dimensions and a year of caching, and no other width", async () => {
    for (const format of ["avif", "webp"] as const) {
      for (const width of [320, 640, 960, 1280, 1600]) {
        const response = await fetch(`${base}/media/${image.id}-${width}.${format}`);
        expect(response.status).toBe(200);
        expect(Object.fromEntries(response.headers)).toMatchObject({
          "content-type": `image/${format}`,
          "cache-control": "public, max-age=31536000, immutable",
          etag: `"${image.id}-${width}-${format}"`,
        });
        const decoded = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
        expect(decoded).toMatchObject({ format: format === "avif" ? "heif" : "webp", width, height: (width * 3) / 4 });
      }
    }
    for (const width of [480, 1920, 2400])
      expect((await fetch(`${base}/media/${image.id}-${width}.webp`)).status).toBe(404);
  });

  it("answers HEAD without a body, and a revalidation with 304", async () => {
    const head = await fetch(`${base}${image.src}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(image.webpBytes));
    expect(await head.text()).toBe("");
    const again = await fetch(`${base}${image.src}`, { headers: { "If-None-Match": `"${image.id}-webp"` } });
    expect(again.status).toBe(304);
  });

  it("is a 404 for an id it does not hold, another format or a path that names no image", async () => {
    for (const path of [
      `/media/${"0".repeat(32)}.webp`,
      `/media/${image.id}.png`,
      `/media/${image.id.toUpperCase()}.webp`,
      `/media/${image.id}.webp/x`,
      "/media/",
      `/media/${"a".repeat(300)}.webp`,
    ]) {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status, response.headers.get("cache-control")]).toEqual([path, 404, "no-store"]);
    }
  });

  it("takes a large body only on the upload page and the editor's record forms (a long article in two languages), from a live session", async () => {
    const post = (path: string, bytes = 100_000, signedIn = true) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/octet-stream",
          Origin: base,
          ...(signedIn ? { Cookie: cookie } : {}),
        },
        body: new Uint8Array(bytes),
      });
    // Past the HTTP layer (React Router answers: this build has no such route), not a 413.
    expect((await post(imageUploadPath)).status).toBe(404);
    expect((await post("/staff/content/articles/penetration-test-explained", 600_000)).status).toBe(404);
    expect((await post("/staff/content/articles/penetration-test-explained", 1_100_000)).status).toBe(413);
    expect((await post("/staff/content")).status).toBe(413);
    expect((await post("/contact-us")).status).toBe(413);
    // Without a session, not a byte past the first 16 KB is read.
    expect((await post(imageUploadPath, 100_000, false)).status).toBe(401);
    expect((await post("/staff/content/articles/penetration-test-explained", 600_000, false)).status).toBe(401);
  });
});
