import sharp from "sharp";
import { expect, test } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";

const svg = (width: number, height: number) =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`);

test("headings get ids, and the h2s make the table of contents, in Bangla too", () => {
  const { html, toc } = renderMarkdown("## Two bills, not one\n\ntext\n\n### Domain name\n\n## যা পেনিট্রেশন টেস্ট নয়\n");
  expect(html).toContain('<h2 id="two-bills-not-one">Two bills, not one</h2>');
  expect(html).toContain('<h3 id="domain-name">');
  expect(toc).toEqual([
    { id: "two-bills-not-one", text: "Two bills, not one" },
    { id: "যা-পেনিট্রেশন-টেস্ট-নয়", text: "যা পেনিট্রেশন টেস্ট নয়" },
  ]);
});

test("counts the words a reader reads", () => {
  expect(renderMarkdown("One two three.\n\n- four\n- five\n").words).toBe(5);
});

test("a table scrolls inside a named, focusable region instead of widening the page", () => {
  const { html } = renderMarkdown("| Item | Cost |\n| --- | --- |\n| Domain | yearly |\n");
  expect(html).toMatch(/<div class="table-scroll" role="region" tabindex="0" aria-label="Item, Cost"><table>/);
});

test("a photo goes through the image pipeline: its size, lazy loading, and AVIF and WebP variants", async () => {
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0f4c5c" } })
    .jpeg()
    .toBuffer();
  const { html } = renderMarkdown("![A shopkeeper filming a reel](/images/insights/reel.jpg)", {
    readImage: () => photo,
  });
  expect(html).toContain('<source type="image/avif" srcset="/images/insights/reel-320.avif 320w, ');
  expect(html).toContain("/images/insights/reel-1600.webp 1600w");
  expect(html).toMatch(
    /<img src="\/images\/insights\/reel\.jpg" alt="A shopkeeper filming a reel" width="1600" height="900" loading="lazy" decoding="async">/,
  );
});

test("art is used as it is, with its size", () => {
  const { html } = renderMarkdown("![A diagram](/art/services/data-entry.svg)", { readImage: () => svg(640, 420) });
  expect(html).toContain('<img src="/art/services/data-entry.svg" alt="A diagram" width="640" height="420"');
  expect(html).not.toContain("<picture>");
});

test("an image without alt text, from elsewhere, or missing is refused", () => {
  expect(() => renderMarkdown("![](/art/a.svg)", { readImage: () => svg(10, 10) })).toThrow(/write its alt text/);
  expect(() => renderMarkdown("![x](https://example.com/a.png)", { readImage: () => svg(10, 10) })).toThrow(
    /use an image from the repository/,
  );
  expect(() =>
    renderMarkdown("![A chart](/images/nope.png)", {
      readImage: () => {
        throw new Error("ENOENT: no such file");
      },
    }),
  ).toThrow(/image \/images\/nope.png: cannot read it \(ENOENT/);
});

test("raw HTML in the Markdown is not passed through", () => {
  const { html } = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror="alert(1)">\n');
  expect(html).not.toMatch(/<script|onerror/);
});

test("each h2 opens a section that runs to the next one; the introduction stays outside", () => {
  const { html } = renderMarkdown("Intro.\n\n## One\n\nA.\n\n### Sub\n\nB.\n\n## Two\n\nC.\n");
  expect(html.replace(/\n/g, "")).toBe(
    '<p>Intro.</p><section class="article-section"><h2 id="one">One</h2><p>A.</p><h3 id="sub">Sub</h3><p>B.</p></section>' +
      '<section class="article-section"><h2 id="two">Two</h2><p>C.</p></section>',
  );
});

test("links go to the web, an address, a phone or the site itself; a javascript: or data: link stops the render", () => {
  const safe = renderMarkdown(
    "[web](https://example.com) [mail](mailto:hello@example.com) [call](tel:+8801712345678) [page](/contact-us) [part](#costs)",
  );
  expect(safe.html).toContain('href="https://example.com"');
  expect(safe.html).toContain('href="/contact-us"');
  for (const href of [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/x",
  ]) {
    expect(() => renderMarkdown(`[click](${href})`), href).toThrow(/links may only be/);
  }
});
