import { expect, test } from "vitest";
import { renderMarkdown as render, type ImageSizeOf } from "./render-markdown.ts";

const sized =
  (width: number, height: number): ImageSizeOf =>
  async () => ({ width, height });
const renderMarkdown = (markdown: string, imageSize: ImageSizeOf = sized(10, 10)) => render(markdown, { imageSize });

test("headings get ids, and the h2s make the table of contents, in Bangla too", async () => {
  const { html, toc } = await renderMarkdown(
    "## Two bills, not one\n\ntext\n\n### Domain name\n\n## যা পেনিট্রেশন টেস্ট নয়\n",
  );
  expect(html).toContain('<h2 id="two-bills-not-one">Two bills, not one</h2>');
  expect(html).toContain('<h3 id="domain-name">');
  expect(toc).toEqual([
    { id: "two-bills-not-one", text: "Two bills, not one" },
    { id: "যা-পেনিট্রেশন-টেস্ট-নয়", text: "যা পেনিট্রেশন টেস্ট নয়" },
  ]);
});

test("counts the words a reader reads", async () => {
  expect((await renderMarkdown("One two three.\n\n- four\n- five\n")).words).toBe(5);
});

test("a table scrolls inside a named, focusable region instead of widening the page", async () => {
  const { html } = await renderMarkdown("| Item | Cost |\n| --- | --- |\n| Domain | yearly |\n");
  expect(html).toMatch(/<div class="table-scroll" role="region" tabindex="0" aria-label="Item, Cost"><table>/);
});

test("a photo goes through the image pipeline: its size, lazy loading, and AVIF and WebP variants", async () => {
  const { html } = await renderMarkdown("![A shopkeeper filming a reel](/images/insights/reel.jpg)", sized(1600, 900));
  expect(html).toContain('<source type="image/avif" srcset="/images/insights/reel-320.avif 320w, ');
  expect(html).toContain("/images/insights/reel-1600.webp 1600w");
  expect(html).toMatch(
    /<img src="\/images\/insights\/reel\.jpg" alt="A shopkeeper filming a reel" width="1600" height="900" loading="lazy" decoding="async">/,
  );
});

test("an uploaded photo is shown as a record's image is: its size and its variants' srcset", async () => {
  const id = "0123456789abcdef0123456789abcdef";
  const { html, images } = await renderMarkdown(`![The team at work](/media/${id}.webp)`, sized(1200, 800));
  expect(html).toContain(`<source type="image/webp" srcset="/media/${id}-320.webp 320w, /media/${id}-640.webp 640w`);
  expect(html).toContain(`/media/${id}-1200.avif 1200w`);
  expect(html).toContain(`<img src="/media/${id}.webp" alt="The team at work" width="1200" height="800"`);
  expect(images).toEqual([`/media/${id}.webp`]);
});

test("art is used as it is, with its size", async () => {
  const { html } = await renderMarkdown("![A diagram](/art/services/data-entry.svg)", sized(640, 420));
  expect(html).toContain('<img src="/art/services/data-entry.svg" alt="A diagram" width="640" height="420"');
  expect(html).not.toContain("<picture>");
});

test("an image without alt text, from elsewhere, outside the image folders or missing is refused", async () => {
  await expect(renderMarkdown("![](/art/a.svg)")).rejects.toThrow(/write its alt text/);
  for (const src of [
    "https://example.com/a.png",
    "/images/../../../../dev/zero",
    "/art/%2e%2e/%2e%2e/etc/passwd.svg",
    "/art//a.svg",
    "/art/a\\..\\b.svg",
    "/media/0123456789abcdef0123456789abcdef-640.webp/../x",
  ]) {
    await expect(renderMarkdown(`![x](${src})`), src).rejects.toThrow(/use an image of the site/);
  }
  const missing: ImageSizeOf = async () => ({ problem: "there is no such image among the site's files" });
  await expect(renderMarkdown("![A chart](/images/nope.png)", missing)).rejects.toThrow(
    /image \/images\/nope.png: there is no such image among the site's files/,
  );
});

test("raw HTML in the Markdown is not passed through", async () => {
  const { html } = await renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror="alert(1)">\n');
  expect(html).not.toMatch(/<script|onerror/);
});

test("each h2 opens a section that runs to the next one; the introduction stays outside", async () => {
  const { html } = await renderMarkdown("Intro.\n\n## One\n\nA.\n\n### Sub\n\nB.\n\n## Two\n\nC.\n");
  expect(html.replace(/\n/g, "")).toBe(
    '<p>Intro.</p><section class="article-section"><h2 id="one">One</h2><p>A.</p><h3 id="sub">Sub</h3><p>B.</p></section>' +
      '<section class="article-section"><h2 id="two">Two</h2><p>C.</p></section>',
  );
});

test("links go to the web, an address, a phone or the site itself; a javascript: or data: link stops the render", async () => {
  const safe = await renderMarkdown(
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
    await expect(renderMarkdown(`[click](${href})`), href).rejects.toThrow(/links may only be/);
  }
});
