import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Marked, snippetLength, snippetOf } from "./search-marks.tsx";
import { words } from "./search-text.ts";

const marked = (...list: string[]) => new Set(list.flatMap(words));

test("matching words are marked as written, and the content's markup is shown as text, never read as HTML", () => {
  const html = renderToStaticMarkup(
    <Marked
      text={'<img src=x onerror="alert(1)"> Website & <b>security</b> for ওয়েবসাইট'}
      marked={marked("security", "ওয়েবসাইট")}
    />,
  );
  expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Website &amp; &lt;b&gt;");
  expect(html).toMatch(/<mark[^>]*>security<\/mark>&lt;\/b&gt; for <mark[^>]*>ওয়েবসাইট<\/mark>/);
  expect(html).not.toContain("<img");
});

test("a Bangla word is marked whole, with its vowel signs and hasanta", () => {
  const html = renderToStaticMarkup(<Marked text="পেনিট্রেশন টেস্ট" marked={marked("পেনিট্রেশন")} />);
  expect(html).toMatch(/^<mark[^>]*>পেনিট্রেশন<\/mark> টেস্ট$/);
});

test("a long text is cut around its first matching word, at spaces, with an ellipsis where cut", () => {
  const text = `${"lorem ipsum ".repeat(40)}the penetration test ${"dolor sit ".repeat(40)}`;
  const snippet = snippetOf(text, marked("penetration"));
  expect(snippet).toContain("penetration");
  expect(snippet.startsWith("… ")).toBe(true);
  expect(snippet.endsWith(" …")).toBe(true);
  expect(snippet.length).toBeLessThanOrEqual(snippetLength + 4);
  expect(snippetOf("Short text.", marked("x"))).toBe("Short text.");
});
