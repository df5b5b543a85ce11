import { describe, expect, it } from "vitest";
import { referenceOf } from "./static-reference.ts";

const page = `<!DOCTYPE html><html lang="bn"><head><meta charset="utf-8"/><title>সেবা</title>
<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/entry.js"/>
<link rel="preload" as="image" href="/art/hero.svg"/><link rel="canonical" href="https://example.com/bn"/>
<style>.hero{content-visibility:auto}</style></head>
<body class="min-h-screen" style="color:red"><header data-island="menu"><nav><ul><li><a class="link" href="/bn/about-us">আমাদের সম্পর্কে</a></li></ul></nav></header>
<main><h1 class="text-4xl">সেবা</h1><img src="/art/hero.svg" alt="নকশা" width="320" height="200" onload="while(1){}"/>
<p data-reveal="">লেখা</p></main>
<script>window.__reactRouterContext = {};</script><script type="module" src="/assets/entry.js"></script></body></html>`;

describe("a page's static reference", () => {
  const reference = referenceOf(page);

  it("keeps the text, links, images and language of the page", () => {
    for (const kept of [
      'lang="bn"',
      "<title>সেবা</title>",
      '<a href="/bn/about-us">আমাদের সম্পর্কে</a>',
      '<img src="/art/hero.svg" alt="নকশা" width="320" height="200"/>',
      "<p>লেখা</p>",
      '<link rel="canonical" href="https://example.com/bn"/>',
    ]) {
      expect(reference).toContain(kept);
    }
  });

  it("has no script, stylesheet, preload, class, inline style or data attribute of the page", () => {
    expect(reference).not.toMatch(/<script|rel="stylesheet"|rel="modulepreload"|rel="preload"|class=|style=|data-/);
  });

  it("drops the page's own style elements and event handlers, which could slow the reference down to the page's pace", () => {
    expect(reference).not.toContain("content-visibility");
    expect(reference).not.toContain("onload");
    expect(reference).not.toContain("while(1)");
  });

  it("puts in its own few lines of CSS, once, in the head", () => {
    expect(reference.match(/<style>/g)).toHaveLength(1);
    expect(reference).toMatch(/<style>[^<]*max-width:44rem[^<]*<\/style><\/head>/);
  });
});
