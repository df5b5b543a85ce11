import { expect, test } from "vitest";
import { minutesToRead } from "./reading-time.ts";

test("an article is read at 200 words a minute, in whole minutes, never less than one", () => {
  expect([0, 99, 299, 300, 1_000, 1_499, 1_500].map(minutesToRead)).toEqual([1, 1, 1, 2, 5, 7, 8]);
});
