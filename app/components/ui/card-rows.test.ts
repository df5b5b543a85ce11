import { expect, test } from "vitest";
import { fullestColumns } from "./card-rows.ts";

test("short tiles take the columns that leave the fewest holes in the last row, the most among equals", () => {
  const columns = Array.from({ length: 9 }, (_, i) => fullestColumns(i + 1));
  // 1 → a centred half; 5 → three and two; 7 → four and three; 9 → three rows of three.
  expect(columns).toEqual([2, 2, 3, 4, 3, 3, 4, 4, 3]);
});
