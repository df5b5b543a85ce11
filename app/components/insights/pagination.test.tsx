// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { insightsListPath } from "~/content/insights/insights-paths.ts";
import { Pagination } from "./pagination.tsx";

test("numbered pages link to their URLs, mark the current one, and offer previous and next", () => {
  render(<Pagination page={2} pageCount={3} pathOf={insightsListPath} locale="en" />);
  const nav = screen.getByRole("navigation", { name: "Pages" });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Previous page", "/insights"],
    ["1", "/insights"],
    ["2", "/insights/page/2"],
    ["3", "/insights/page/3"],
    ["Next page", "/insights/page/3"],
  ]);
  expect(within(nav).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
});

test("Bangla pages number in Bangla digits under /bn, and one page needs no navigation", () => {
  render(<Pagination page={1} pageCount={2} pathOf={insightsListPath} locale="bn" />);
  const nav = screen.getByRole("navigation", { name: "পাতা" });
  expect(within(nav).getByRole("link", { name: "পাতা ২" }).getAttribute("href")).toBe("/bn/insights/page/2");
  expect(within(nav).queryByText("আগের পাতা")).toBeNull();
  const { container } = render(<Pagination page={1} pageCount={1} pathOf={insightsListPath} locale="en" />);
  expect(container.innerHTML).toBe("");
});
