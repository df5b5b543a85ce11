// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markdownLimits } from "./markdown-limits.ts";
import { markdownRenderLimits, renderMarkdownSafely } from "./markdown-renderer.server.ts";
import type { ImageSizeOf } from "./render-markdown.ts";

const anySize: ImageSizeOf = async () => ({ width: 100, height: 100 });
const render = (markdown: string, imageSize = anySize) => renderMarkdownSafely(markdown, { imageSize });

const limits = { ...markdownRenderLimits };
afterEach(() => {
  vi.useRealTimers();
  Object.assign(markdownRenderLimits, limits);
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

  it("stops a render that spends more than its CPU time, says so, and renders the next text in a new worker", async () => {
    markdownRenderLimits.cpuMs = 1;
    // The longest text the limits let through: far more than a millisecond of parsing.
    const long = Array.from(
      { length: 700 },
      (_, n) => `Paragraph ${n} with *emphasis* and a [link](https://example.com/${n}).`,
    )
      .join("\n\n")
      .slice(0, markdownLimits.length);
    await expect(render(long)).rejects.toThrow(/takes longer than 0.001 s to render: shorten it/);
    Object.assign(markdownRenderLimits, limits);
    expect((await render("Still *here*.")).html).toContain("<em>here</em>");
  });

  it("gives up on a render that waits past its time on the clock (a size that never comes), and says so", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let asked!: () => void;
    const running = new Promise<void>((resolve) => (asked = resolve));
    const stuck = render("![A chart](/art/a.svg)", () => {
      asked();
      return new Promise(() => undefined);
    });
    const refused = expect(stuck).rejects.toThrow(/could not be rendered within 30 s; try again/);
    await running;
    vi.advanceTimersByTime(markdownRenderLimits.wallMs);
    await refused;
    vi.useRealTimers();
    expect((await render("Still *here*.")).html).toContain("<em>here</em>");
  });

  it("does not count time spent waiting against the CPU limit", async () => {
    markdownRenderLimits.cpuMs = 50;
    // The size answers after 400 ms: ten CPU checks pass while the worker idles.
    const rendered = await render("![A chart](/art/a.svg)", async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { width: 10, height: 10 };
    });
    expect(rendered.html).toContain('width="10" height="10"');
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
