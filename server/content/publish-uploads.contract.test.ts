// @vitest-environment node
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { initialEdition } from "../../app/content/edition/initial-edition.ts";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { createMessageStore } from "../leads/message-store.server.ts";
import type { ContentService } from "./content-service.ts";
import { createContentService } from "./content-store.server.ts";
import { editionRulesFor } from "./edition-rules.ts";
import { createImageStore, type StoredImage } from "./images.server.ts";
import { photoWithGps } from "./image-uploads.fixture.ts";

type Project = { id: string; image: { src: string; width: number; height: number; alt: unknown } };
type Article = { slug: string; body: { en: string; bn: string } };
const by = "nadia@example.com";

/**
 * Publish with the site's own rules, which look up uploads in the store while the publish's
 * transaction is open: on SQLite a lookup through the outer handle waited for that transaction
 * for ever, and froze every write of the site with it.
 */
describe.each(storeFactories)("publishing uploaded images on $name", (factory) => {
  let db: Database;
  let content: ContentService;
  let photo: StoredImage;

  beforeEach(async () => {
    db = await factory.open();
    content = createContentService({ db, rules: editionRulesFor([resolve("public")]) });
    const uploaded = await createImageStore(db).upload({ bytes: await photoWithGps(7), name: "team.jpg", by });
    if (!uploaded.ok) throw new Error(uploaded.problem);
    photo = uploaded.image;
  });
  afterEach(async () => {
    await db.close();
  });

  async function draftWithUploads() {
    const project = structuredClone((initialEdition.projects as Project[])[0]!);
    project.image = { ...project.image, src: photo.src, width: photo.width, height: photo.height };
    const article = structuredClone((initialEdition.articles as Article[])[0]!);
    article.body.en += `\n\n![Our team at the Dhaka office](${photo.src})\n`;
    article.body.bn += `\n\n![ঢাকা অফিসে আমাদের দল](${photo.src})\n`;
    for (const [collection, id, value] of [
      ["projects", project.id, project],
      ["articles", article.slug, article],
    ] as const) {
      const saved = await content.saveDraft({ key: { collection, id }, value, baseRevision: 0, by });
      expect(saved, `${collection} › ${id}`).toEqual({ ok: true, revision: 1 });
    }
    return { project, article };
  }

  it("publishes a project and an article that show an uploaded photo", async () => {
    const { project, article } = await draftWithUploads();
    expect(await content.publish(by)).toEqual({ ok: true, version: 2 });
    const { edition } = await content.published();
    expect((edition.projects as Project[]).find((p) => p.id === project.id)?.image.src).toBe(photo.src);
    expect((edition.articles as Article[]).find((a) => a.slug === article.slug)?.body.en).toContain(photo.src);
  });

  it("keeps taking contact posts while it publishes", async () => {
    await draftWithUploads();
    const messages = await createMessageStore(db);
    const post = (n: number) =>
      messages.insert(
        {
          name: `Visitor ${n}`,
          email: `visitor${n}@example.com`,
          subject: "A quote",
          message: `We need a website, request ${n}.`,
          clientIp: `203.0.113.${n}`,
          userAgent: "Mozilla/5.0",
          language: "en",
        },
        { limit: { limit: 0, windowSeconds: 600 }, channels: [] },
      );
    const [published, ...posted] = await Promise.all([content.publish(by), ...[1, 2, 3, 4, 5, 6].map(post)]);
    expect(published).toEqual({ ok: true, version: 2 });
    expect(posted.every((outcome) => "stored" in outcome)).toBe(true);
    expect(Number((await db.query("SELECT count(*) AS n FROM messages"))[0]?.n)).toBe(6);
  });

  it("refuses, naming the article, an uploaded image that is not in the store", async () => {
    const article = structuredClone((initialEdition.articles as Article[])[1]!);
    article.body.en += `\n\n![A photo](/media/${"e".repeat(32)}.webp)\n`;
    await content.saveDraft({ key: { collection: "articles", id: article.slug }, value: article, baseRevision: 0, by });
    expect(await content.publish(by)).toEqual({
      ok: false,
      problems: [
        expect.objectContaining({
          collection: "articles",
          id: article.slug,
          language: "en",
          message: expect.stringContaining("there is no such uploaded image"),
        }),
      ],
    });
  });
});
