import { describe, expect, it } from "vitest";
import { otherLanguageHref } from "./language-switcher.tsx";

describe("the language switcher's address", () => {
  it("keeps the search page's query in the other language, and drops its page number", () => {
    expect(otherLanguageHref("/search", "?q=website+security&page=2", "bn")).toBe("/bn/search?q=website+security");
    expect(otherLanguageHref("/bn/search", "?q=%E0%A6%93%E0%A7%9F%E0%A7%87%E0%A6%AC", "en")).toBe(
      "/search?q=%E0%A6%93%E0%A7%9F%E0%A7%87%E0%A6%AC",
    );
  });

  it("offers the empty search page when there is no query", () => {
    expect(otherLanguageHref("/search", "", "bn")).toBe("/bn/search");
    expect(otherLanguageHref("/bn/search/", "?q=", "en")).toBe("/search");
    // The path is read once, without its trailing slashes, for the address and for the query alike.
    expect(otherLanguageHref("/bn/search/", "?q=seo", "en")).toBe("/search?q=seo");
  });

  it("carries no query string across on any other page (campaign tags are not counted twice)", () => {
    expect(otherLanguageHref("/about-us", "?utm_campaign=spring&q=x", "bn")).toBe("/bn/about-us");
    expect(otherLanguageHref("/bn", "?utm_source=mail", "en")).toBe("/");
  });
});
