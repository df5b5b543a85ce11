import { describe, expect, test } from "vitest";
import { cacheControlFor } from "./static-files.ts";

describe("how long a browser may keep a file", () => {
  test("what the content makes (pages, their data, feeds, islands' shared props) is revalidated on every use", () => {
    // Staff publish at any time (decision 022): a returning visitor must not keep last week's menu or testimonials.
    for (const [path, ext] of [
      ["/about-us/index.html", ".html"],
      ["/about-us.data", ".data"],
      ["/sitemap.xml", ".xml"],
      ["/bn/islands/navigation.json", ".json"],
    ]) {
      expect(cacheControlFor(path!, ext!), path).toBe("public, max-age=0, must-revalidate");
    }
  });

  test("hashed assets are kept for a year, the art and icons for a day", () => {
    expect(cacheControlFor("/assets/root-abc.css", ".css")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/art/hero/brand.svg", ".svg")).toBe("public, max-age=86400, stale-while-revalidate=604800");
  });
});
