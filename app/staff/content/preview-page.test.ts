import { describe, expect, it } from "vitest";
import { asPreview } from "./preview-page.ts";

const banner = { path: "/insights", drafts: "1 draft (Articles)", publishedVersion: 4 };
const page = (body: string) => `<!doctype html><html lang="en"><head></head><body class="x">${body}</body></html>`;

describe("a page made into its preview", () => {
  it("keeps its links inside the preview, the home page and new articles included, and leaves files and other sites alone", () => {
    const html = asPreview(
      page(
        '<a href="/">Home</a><a class="c" href="/insights/a-new-article">New</a><a href="/bn/insights" hreflang="bn">বাংলা</a>' +
          '<a href="#main">Skip</a><a href="https://example.com/x">Out</a><a href="//evil.example/x">Odd</a>' +
          '<link rel="stylesheet" href="/assets/site.css"><img src="/media/1.webp">',
      ),
      banner,
    );
    expect(html).toContain('<a href="/staff/content/preview/">Home</a>');
    expect(html).toContain('<a class="c" href="/staff/content/preview/insights/a-new-article">New</a>');
    expect(html).toContain('<a href="/staff/content/preview/bn/insights" hreflang="bn">');
    expect(html).toContain('<a href="#main">Skip</a>');
    expect(html).toContain('<a href="https://example.com/x">Out</a>');
    expect(html).toContain('<a href="//evil.example/x">Odd</a>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(html).toContain('<img src="/media/1.webp">');
  });

  it("has its islands read their shared props from the drafts, and its search stay in the preview", () => {
    const html = asPreview(
      page(
        '<div data-island="Testimonials" data-shared-props="/bn/islands/testimonials.json"></div>' +
          '<form role="search" method="get" action="/search"></form><form action="/api/contact" method="post"></form>',
      ),
      banner,
    );
    expect(html).toContain('data-shared-props="/staff/content/preview/bn/islands/testimonials.json"');
    expect(html).toContain('<form role="search" method="get" action="/staff/content/preview/search">');
    expect(html).toContain('<form action="/api/contact" method="post">');
  });

  it("opens with a banner that says it is a preview, of what, and leads back to the editor", () => {
    const html = asPreview(page("<main>Page</main>"), { ...banner, path: "/<b>" });
    const body = html.slice(html.indexOf('<body class="x">') + '<body class="x">'.length);
    expect(body.startsWith('<aside lang="en" dir="ltr" aria-label="Preview"')).toBe(true);
    expect(body).toContain("Preview of drafts: not public.");
    expect(body).toContain("/&lt;b&gt;, with 1 draft (Articles) over published version 4.");
    expect(body).toContain('<a href="/staff/content" ');
  });
});
