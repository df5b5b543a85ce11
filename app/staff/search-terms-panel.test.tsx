// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { SearchTermsPanel } from "./search-terms-panel.tsx";

const payload = `<img src=x onerror="window.__pwned=1">`;

it("lists the searched terms as text with their language and count, and says when a list is empty", () => {
  const { container } = render(
    <SearchTermsPanel
      terms={{
        top: [
          { term: payload, language: "en", count: 1_234 },
          { term: "পেনিট্রেশন", language: "bn", count: 7 },
        ],
        empty: [],
      }}
    />,
  );
  const top = within(screen.getByTestId("search-top"));
  expect(top.getByText(payload)).toBeTruthy();
  expect(container.querySelector("img")).toBeNull();
  expect(top.getByText("পেনিট্রেশন").getAttribute("lang")).toBe("bn");
  expect(top.getByText("1,234")).toBeTruthy();
  expect(
    within(screen.getByTestId("search-empty")).getByText("Every search in this period found something."),
  ).toBeTruthy();
});
