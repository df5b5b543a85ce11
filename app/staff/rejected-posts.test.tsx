// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RejectedPosts } from "./rejected-posts.tsx";

describe("the refused-post counts on the Spam view", () => {
  it("are a table with a caption, one row per day and reason, in words staff read", () => {
    render(
      <RejectedPosts
        days={14}
        counts={[
          { day: "2026-03-15", reason: "too-large", count: 1 },
          { day: "2026-03-14", reason: "invalid", count: 1_204 },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Refused posts, last 14 days, per day (UTC) and reason" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Day (UTC)", "Reason", "Posts"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent))).toEqual([
      ["Sun, 15 Mar 2026", "Body too large (413)", "1"],
      ["Sat, 14 Mar 2026", "Invalid fields (400)", "1,204"],
    ]);
    expect(within(rows[0]!).getByRole("rowheader").querySelector("time")?.getAttribute("datetime")).toBe("2026-03-15");
  });

  it("say so when nothing was refused, instead of an empty table", () => {
    render(<RejectedPosts days={14} counts={[]} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("No posts were refused in the last 14 days.")).toBeTruthy();
  });
});
