// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markdownLimits } from "./markdown-limits.ts";
import { markdownTimeLimitMs, renderMarkdownSafely } from "./markdown-renderer.server.ts";
import type { ImageSizeOf } from "./render-markdown.ts";

const anySize: ImageSizeOf = async () => ({ width: 100, height: 100 });
const render = (markdown: string, imageSize = anySize) => renderMarkdownSafely(markdown, { imageSize });

afterEach(() => {
  vi.useRealTimers();
});

describe("rendering staff Markdown off the event loop", () => {
  it("renders in a worker what the pages show, asking the server for each image's size", async () => {
    const asked: string[] = [];
    const rendered = await render("## Costs\n\n![The team](/art/people/nusrat-jahan.svg)\n", async (src) => {
      asked.push(src);
      return { width: 320, height: 240 };
    });
    expect(rendered.html).toContain('<h2 id="costs">Costs</h2>');
    expect(rendered.html).toContain('width="320" height="240"');
    expect(asked).toEqual(["/art/people/nusrat-jahan.svg"]);
  });

  it("refuses at once, in words, text beyond each limit: the shapes the parser is slow on", async () => {
    const refusals: Array<[string, RegExp]> = [
      ["a".repeat(markdownLimits.length + 1), /at most 40,000/],
      [">".repeat(16_000), /a line may have at most 5,000/],
      [`${"> ".repeat(markdownLimits.depth + 1)}deep`, /more than 8 levels deep/],
      [`${"  ".repeat(12)}- item`, /more than 8 levels deep/],
      [Array.from({ length: 12 }, () => "[a](b ".repeat(33)).join("\n"), /more than 200 brackets/],
      ["*a".repeat(600), /more than 500 emphasis or code marks/],
      [`| a | b |\n| - | - |\n${"| x | y |\n".repeat(400)}`, /more than 300 lines/],
    ];
    for (const [markdown, reason] of refusals) await expect(render(markdown), String(reason)).rejects.toThrow(reason);
  });

  it("keeps fenced code out of the nesting count", async () => {
    const code = `\`\`\`python\n${"        ".repeat(3)}return rows\n\`\`\`\n`;
    expect((await render(code)).html).toContain("return rows");
  });

  it("stops a render that outlasts its time limit, says so, and renders the next text in a new worker", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let asked!: () => void;
    const running = new Promise<void>((resolve) => (asked = resolve));
    // A size that never comes keeps the render running, as a slow parse would.
    const stuck = render("![A chart](/art/a.svg)", () => {
      asked();
      return new Promise(() => undefined);
    });
    const refused = expect(stuck).rejects.toThrow(/takes longer than 3 s to render/);
    await running;
    vi.advanceTimersByTime(markdownTimeLimitMs);
    await refused;
    vi.useRealTimers();
    expect((await render("Still *here*.")).html).toContain("<em>here</em>");
  });

  it("lets a command that rendered end once it is done, and not before", () => {
    const renderer = new URL("./markdown-renderer.server.ts", import.meta.url).href;
    const script =
      `const { renderMarkdownSafely } = await import(${JSON.stringify(renderer)});` +
      `const { html } = await renderMarkdownSafely("# Done", { imageSize: async () => ({ width: 1, height: 1 }) });` +
      "console.log(html);";
    // A worker left holding the process made `npm run content -- import --publish` print its result and never exit.
    const file = join(mkdtempSync(join(tmpdir(), "render-command-")), "command.mjs");
    writeFileSync(file, script);
    const run = spawnSync(process.execPath, [file], { encoding: "utf8", timeout: 20_000 });
    expect([run.status, run.stdout.trim(), run.stderr]).toEqual([0, '<h1 id="done">Done</h1>', ""]);
  });

  it("answers texts in the order they came, one at a time", async () => {
    const results = await Promise.all([1, 2, 3, 4].map((n) => render(`Text ${n}`)));
    expect(results.map((result) => result.html)).toEqual([1, 2, 3, 4].map((n) => `<p>Text ${n}</p>`));
  });
});
