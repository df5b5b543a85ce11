// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { Table, TableCell, TableRow } from "./table.tsx";

it("is named by its caption, in a focusable region of the same name that scrolls sideways", () => {
  render(
    <Table
      caption="Referrers"
      columns={[
        { label: "Referrer", kind: "text" },
        { label: "Visits", kind: "number" },
      ]}
    >
      <TableRow>
        <TableCell kind="text" rowHeader>
          facebook.com
        </TableCell>
        <TableCell kind="number">12</TableCell>
      </TableRow>
    </Table>,
  );
  const table = screen.getByRole("table", { name: "Referrers" });
  const region = screen.getByRole("region", { name: "Referrers" });
  expect(region.contains(table)).toBe(true);
  expect(region.tabIndex).toBe(0);
  expect(region.className).toContain("overflow-x-auto");
  expect(
    within(table)
      .getAllByRole("columnheader")
      .map((cell) => [cell.textContent, cell.getAttribute("scope")]),
  ).toEqual([
    ["Referrer", "col"],
    ["Visits", "col"],
  ]);
  expect(within(table).getByRole("rowheader").textContent).toBe("facebook.com");
});
