// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/database.ts";
import {
  answerOf,
  openStaffStore,
  signedInCookie,
  staffOrigin,
  staffRouteContext,
} from "../../tests/support/staff-route.ts";
import { initialEdition } from "~/content/edition/initial-edition.ts";
import type { ArticleEntry } from "~/content/insights/article-edition.ts";
import { articleImageSize } from "~/content/insights/article-images.server.ts";
import { renderMarkdown } from "~/content/insights/render-markdown.ts";
import { siteContent } from "~/content/site-content.ts";
import { renderToString } from "react-dom/server";
import { appServicesContext } from "~server/app-context.ts";
import type { ContentService } from "~server/content/content-service.ts";
import { model } from "~/content/model/model.ts";
import { formValues } from "./content/form/form-values.ts";
import { RecordForm } from "./content/form/record-form.tsx";
import { action, loader } from "./content-markdown-preview.ts";
import { action as recordAction } from "./content-record.tsx";

const rendered = (markdown: string) => renderMarkdown(markdown, { imageSize: articleImageSize });

/* The live preview's POST as the editor's script sends it, on a real staff store. */
let db: Database;
let cookie: string;

beforeEach(async () => {
  db = await openStaffStore();
  cookie = await signedInCookie(db);
});
afterEach(async () => {
  await db.close();
});

async function post(body: unknown, headers: Record<string, string> = { Cookie: cookie, Origin: staffOrigin }) {
  const request = new Request(`${staffOrigin}/staff/content/markdown-preview`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const answer = await answerOf(action({ request, context: staffRouteContext(db), params: {} } as never));
  return answer as Response;
}

describe("the live Markdown preview", () => {
  it("is refused without a session (401), or from another origin or none (403), before it renders anything", async () => {
    const body = { markdown: "## Hello", language: "en" };
    expect((await post(body, { Origin: staffOrigin })).status).toBe(401);
    expect((await post(body, { Cookie: cookie, Origin: "https://evil.example" })).status).toBe(403);
    expect((await post(body, { Cookie: cookie })).status).toBe(403);
  });

  it("answers the HTML the public article is rendered with, uncached", async () => {
    const body = (initialEdition.articles as ArticleEntry[])[0]!.body.bn;
    const response = await post({ markdown: body, language: "bn" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ html: (await rendered(body)).html });
  });

  it("fills the site configuration's values as a published page does, and drops raw HTML", async () => {
    const response = await post({ markdown: "Write to {email}. <script>alert(1)</script>", language: "en" });
    const { html } = (await response.json()) as { html: string };
    const { email } = siteContent("en").site;
    expect(html).toContain(`Write to <a href="mailto:${email}">${email}</a>.`);
    expect(html).not.toMatch(/\{email\}|<script/);
  });

  it("says why Markdown cannot be shown, and refuses what is not a preview request", async () => {
    const broken = await post({ markdown: "![A chart](https://example.com/chart.png)", language: "en" });
    expect(await broken.json()).toEqual({ error: expect.stringMatching(/use an image of the site/) });
    expect((await post({ markdown: "x", language: "fr" })).status).toBe(400);
    expect((await post({ markdown: "x".repeat(40_002), language: "en" })).status).toBe(400);
    expect(await (await post({ markdown: "x".repeat(40_001), language: "en" })).json()).toEqual({
      error: expect.stringMatching(/this text has 40,001 characters; an article may have at most 40,000/),
    });
    expect(loader().status).toBe(405);
  });

  it("reads no file outside the image folders, and stops at the limits a slow parse needs, in words", async () => {
    // Each of these read /dev/zero until the heap ran out, or took a core for tens of seconds.
    const attacks: Array<[string, RegExp]> = [
      ["![a](/images/../../../../../../../dev/zero)", /use an image of the site/],
      ["![a](/art/../../../../../../../etc/passwd)", /use an image of the site/],
      [">".repeat(64_000), /at most 40,000 characters/],
      [">".repeat(4_000), /nests quotes or lists more than 8 levels deep/],
      ["[a](b ".repeat(6_000), /line 1 has 36,000 characters|more than 200 brackets/],
    ];
    for (const [markdown, reason] of attacks) {
      const answer = await post({ markdown, language: "en" });
      expect([200, 400], markdown.slice(0, 40)).toContain(answer.status);
      expect(await answer.json()).toEqual({ error: expect.stringMatching(reason) });
    }
  });
});

describe("Show preview, without JavaScript", () => {
  const article = (initialEdition.articles as ArticleEntry[])[0]!;
  const saves: unknown[] = [];

  async function postRecord(fields: [string, string][]) {
    const context = staffRouteContext(db);
    const content: Partial<ContentService> = {
      draftEdition: async () => ({ articles: [article] }),
      drafts: async () => [],
      saveDraft: async (input) => {
        saves.push(input);
        return { ok: true, revision: 1 };
      },
    };
    Object.assign(context.get(appServicesContext), { content });
    const request = new Request(`${staffOrigin}/staff/content/articles/${article.slug}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: staffOrigin },
      body: new URLSearchParams(fields),
    });
    const params = { collection: "articles", id: article.slug };
    return (await answerOf(recordAction({ request, context, params } as never))) as unknown as {
      data: { typed: ArticleEntry; previews: Record<string, Record<string, { html: string }>> };
      init: { status?: number } | null;
    };
  }

  it("renders the body typed in both languages, and saves nothing", async () => {
    const typed = { ...article, body: { en: "## Typed here\n\nNot saved.", bn: "## এখানে লেখা\n\nসংরক্ষিত নয়।" } };
    const answer = await postRecord([
      ["$intent", "preview"],
      ["$revision", "0"],
      ...formValues(model.articles.fields, typed),
    ]);
    expect(saves).toEqual([]);
    expect(answer.data.typed.body).toEqual(typed.body);
    expect(answer.data.previews).toEqual({
      body: { en: { html: (await rendered(typed.body.en)).html }, bn: { html: (await rendered(typed.body.bn)).html } },
    });
  });

  it("shows the previews in the public article's styles, the Bangla marked as Bangla, beside tall Markdown areas", () => {
    const html = renderToString(
      <RecordForm
        fields={model.articles.fields}
        record={article}
        base="{}"
        revision={0}
        context={{
          editable: true,
          stale: new Set(),
          previews: { body: { en: { html: "<p>Hello</p>" }, bn: { html: "<p>নমস্কার</p>" } } },
          records: {},
          pages: [],
        }}
      />,
    );
    expect(html).toContain(
      '<div lang="bn" dir="ltr" class="article-prose" data-preview-language="bn"><p>নমস্কার</p></div>',
    );
    expect(html).toMatch(
      /<textarea id="f-body\.bn" name="body\.bn" lang="bn" dir="ltr"[^>]*rows="24"[^>]*class="[^"]*font-mono/,
    );
    expect(html).toMatch(/<button(?=[^>]*name="\$intent")[^>]*value="preview"[^>]*>Show preview<\/button>/);
  });
});
