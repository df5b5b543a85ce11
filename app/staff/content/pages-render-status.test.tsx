// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { PagesRenderStatus } from "./pages-render-status.tsx";

describe("how the pages followed the last publish", () => {
  test("failed pages are named, with why, as an alert", () => {
    render(
      <PagesRenderStatus
        render={{
          version: 7,
          at: "2026-11-26T08:00:00.000Z",
          changed: 4,
          failed: [{ path: "/bn/insights/x", reason: "HTTP 500" }],
        }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toMatch(
      /Version 7 .* 1 page failed and still shows the previous version/,
    );
    expect(screen.getByRole("alert").textContent).toContain("/bn/insights/x: HTTP 500");
  });

  test("a clean render is said plainly; before any publish, nothing", () => {
    const { container, rerender } = render(
      <PagesRenderStatus render={{ version: 2, at: "2026-11-26T08:00:00.000Z", changed: 9, failed: [] }} />,
    );
    expect(container.textContent).toMatch(/The pages show version 2: .* 9 files changed/);
    rerender(<PagesRenderStatus render={undefined} />);
    expect(container.textContent).toBe("");
  });
});
