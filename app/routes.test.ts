import { expect, test } from "vitest";
import { pagePaths } from "../tests/support/route-table.ts";
import { localizedPagePaths } from "./content/site-paths.ts";

test("the route table serves exactly the pages the sitemap and menus list, in both languages and the same order", () => {
  expect(pagePaths).toEqual(localizedPagePaths);
  // The specification's 13 pages and the privacy page (issue 15), in each of the two languages.
  expect(pagePaths).toHaveLength(28);
});
