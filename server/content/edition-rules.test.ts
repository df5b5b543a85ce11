import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { initialEdition } from "../../app/content/edition/initial-edition.ts";
import { editionRulesFor, imagesOf } from "./edition-rules.ts";

const uploaded = "0123456789abcdef0123456789abcdef";

describe("Publish checks that every image is there", () => {
  test("an image that is neither a file of the site nor an upload is named by record and field", async () => {
    const edition = structuredClone(initialEdition) as { projects: Array<{ image: { src: string } }> };
    edition.projects[2]!.image.src = "/art/projects/gone.svg";
    edition.projects[3]!.image.src = `/media/${uploaded}.webp`;
    const rules = editionRulesFor(async (src) => src !== "/art/projects/gone.svg");
    const problems = await rules.problems(edition, { forPublish: true });
    expect(problems).toEqual([
      expect.objectContaining({
        collection: "projects",
        field: "image.src",
        message: "the image /art/projects/gone.svg does not exist",
      }),
    ]);
    // A draft may name an image not uploaded yet.
    expect(await rules.problems(edition, { forPublish: false })).toEqual([]);
  });

  test("files are looked up in the site's directories, never outside them, and uploads in the store", async () => {
    const dir = mkdtempSync(join(tmpdir(), "images-"));
    mkdirSync(join(dir, "art"));
    writeFileSync(join(dir, "art/a.svg"), "<svg/>");
    const exists = imagesOf([dir], { get: async (id) => (id === uploaded ? ({} as never) : undefined) });
    expect(await exists("/art/a.svg")).toBe(true);
    expect(await exists("/art/b.svg")).toBe(false);
    expect(await exists("/art/../../etc/passwd")).toBe(false);
    expect(await exists(`/media/${uploaded}.webp`)).toBe(true);
    expect(await exists(`/media/${"f".repeat(32)}.webp`)).toBe(false);
  });
});

test("Publish refuses an article whose Markdown the site cannot render, naming its article, field and language", async () => {
  const edition = structuredClone(initialEdition) as { articles: Array<{ slug: string; body: { bn: string } }> };
  const article = edition.articles[1]!;
  article.body.bn += "\n![](https://example.com/chart.png)\n";
  const rules = editionRulesFor(async () => true);
  expect(await rules.problems(edition, { forPublish: true })).toEqual([
    {
      collection: "articles",
      id: article.slug,
      field: "body",
      language: "bn",
      message: expect.stringMatching(/use an image from the repository.*write its alt text/),
    },
  ]);
  expect(await rules.problems(edition, { forPublish: false })).toEqual([]);
});
