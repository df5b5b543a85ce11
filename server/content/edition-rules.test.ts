import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { initialEdition } from "../../app/content/edition/initial-edition.ts";
import { maxImageFileBytes } from "../../app/content/insights/image-files.server.ts";
import type { Queryable } from "../db/database.ts";
import { editionRulesFor, imageSizesIn } from "./edition-rules.ts";
import { notRenderedYet } from "./markdown-problems.ts";

const uploaded = "0123456789abcdef0123456789abcdef";
const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`;

/** A store handle that holds one upload, 1,200 × 800. */
const store: Queryable = {
  dialect: "sqlite",
  query: async (_sql, params) =>
    params?.[0] === uploaded
      ? [{ id: uploaded, width: 1200, height: 800, original_name: "team.jpg", uploaded_at: "2026-12-01T00:00:00Z" }]
      : [],
  script: async () => undefined,
  notify: () => undefined,
} as Queryable;

/** A folder of the site's files: art, and the traps a typed path could lead to. */
function siteFolder() {
  const dir = mkdtempSync(join(tmpdir(), "images-"));
  mkdirSync(join(dir, "art"));
  writeFileSync(join(dir, "art/a.svg"), svg(640, 420));
  writeFileSync(join(dir, "art/notes.svg"), "Meeting notes");
  mkdirSync(join(dir, "art/folder.svg"));
  symlinkSync("/etc/hostname", join(dir, "art/outside.svg"));
  symlinkSync("/dev/zero", join(dir, "art/zero.svg"));
  execFileSync("mkfifo", [join(dir, "art/pipe.svg")]);
  writeFileSync(join(dir, "art/huge.svg"), svg(1, 1));
  truncateSync(join(dir, "art/huge.svg"), maxImageFileBytes + 1);
  return dir;
}

describe("Publish checks that every image is there", () => {
  test("an image that is neither a file of the site nor an upload is named by record and field", async () => {
    const edition = structuredClone(initialEdition) as { projects: Array<{ image: { src: string } }> };
    edition.projects[2]!.image.src = "/art/projects/gone.svg";
    edition.projects[3]!.image.src = `/media/${uploaded}.webp`;
    const rules = editionRulesFor(["build/client", "public"]);
    const problems = await rules.problems(edition, { forPublish: true, store, inTransaction: false });
    expect(problems).toEqual([
      expect.objectContaining({
        collection: "projects",
        field: "image.src",
        message: "the image /art/projects/gone.svg: there is no such image among the site's files",
      }),
    ]);
    // A draft may name an image not uploaded yet.
    expect(await rules.problems(edition, { forPublish: false, store, inTransaction: false })).toEqual([]);
  });

  test("a typed path is read only as a regular, bounded file inside the site's folders, and uploads through the store handle", async () => {
    const size = imageSizesIn([siteFolder()], store);
    expect(await size("/art/a.svg")).toEqual({ width: 640, height: 420 });
    expect(await size(`/media/${uploaded}.webp`)).toEqual({ width: 1200, height: 800 });
    const refusals = {
      "/art/b.svg": "there is no such image among the site's files",
      "/art/notes.svg": "it is not an image the site can read",
      "/art/folder.svg": "it is not an image file",
      "/art/outside.svg": "it is outside the site's image folders",
      "/art/zero.svg": "it is outside the site's image folders",
      "/art/pipe.svg": "it is not an image file",
      "/art/huge.svg": "it is larger than 10 MB",
      "/art/../../etc/passwd": "it is not an image of the site (/art/… or /images/…)",
      [`/media/${"f".repeat(32)}.webp`]: "there is no such uploaded image (see the Images page)",
      [`/media/${uploaded}-640.webp`]: `name the upload's own address, /media/${uploaded}.webp`,
    };
    for (const [src, problem] of Object.entries(refusals)) expect(await size(src), src).toEqual({ problem });
  });
});

test("Publish refuses an article whose Markdown the site cannot render, naming its article, field and language", async () => {
  const edition = structuredClone(initialEdition) as { articles: Array<{ slug: string; body: { bn: string } }> };
  const article = edition.articles[1]!;
  article.body.bn += "\n![](https://example.com/chart.png)\n";
  const rules = editionRulesFor(["public"]);
  expect(await rules.problems(edition, { forPublish: true, store, inTransaction: false })).toEqual([
    {
      collection: "articles",
      id: article.slug,
      field: "body",
      language: "bn",
      message: expect.stringMatching(/use an image of the site.*write its alt text/),
    },
  ]);
  expect(await rules.problems(edition, { forPublish: false, store, inTransaction: false })).toEqual([]);
});

test("inside a transaction, an article is judged only as it was rendered before: a body changed since is not rendered there", async () => {
  const edition = structuredClone(initialEdition) as { articles: Array<{ slug: string; body: { en: string } }> };
  const rules = editionRulesFor(["public"]);
  expect(await rules.problems(edition, { forPublish: true, store, inTransaction: false })).toEqual([]);
  expect(await rules.problems(edition, { forPublish: true, store, inTransaction: true })).toEqual([]);
  edition.articles[0]!.body.en += "\n\nA sentence added in between.\n";
  expect(await rules.problems(edition, { forPublish: true, store, inTransaction: true })).toEqual([
    expect.objectContaining({ id: edition.articles[0]!.slug, language: "en", message: notRenderedYet }),
  ]);
});
