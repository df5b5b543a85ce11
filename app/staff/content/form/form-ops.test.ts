import { expect, test } from "vitest";
import { initialEdition } from "~/content/edition/initial-edition.ts";
import { model } from "~/content/model/model.ts";
import { applyFormOp, parseFormOp } from "./form-ops.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests reach into the JSON freely
type Loose = Record<string, any>;

test("a list's items are added with the declaration's starting values, moved and removed; bounds hold", () => {
  const fields = model.officeCards.fields;
  const card = structuredClone((initialEdition.officeCards as Loose[])[0]!);
  const added = applyFormOp(fields, card, parseFormOp("add lines")!) as Loose;
  expect(added.lines).toHaveLength(card.lines.length + 1);
  expect(added.lines.at(-1)).toEqual({ en: "", bn: "" });
  const moved = applyFormOp(fields, card, parseFormOp("down lines.0")!) as Loose;
  expect(moved.lines[1]).toEqual(card.lines[0]);
  expect(applyFormOp(fields, card, parseFormOp("up lines.0")!)).toBeUndefined();
  expect((applyFormOp(fields, card, parseFormOp("remove lines.1")!) as Loose).lines).toEqual([
    card.lines[0],
    card.lines[2],
  ]);
  const full = { ...card, lines: Array.from({ length: 8 }, () => ({ en: "x", bn: "x" })) };
  expect(applyFormOp(fields, full, parseFormOp("add lines")!)).toBeUndefined();
});

test("an optional field is included empty and left out again; a required one cannot be", () => {
  const fields = model.site.fields;
  const site = structuredClone(initialEdition.site as Loose);
  const included = applyFormOp(fields, site, parseFormOp("include officeVideo.youtubeId")!) as Loose;
  expect(included.officeVideo).toEqual({ ...site.officeVideo, youtubeId: "" });
  expect((applyFormOp(fields, included, parseFormOp("exclude officeVideo.youtubeId")!) as Loose).officeVideo).toEqual(
    site.officeVideo,
  );
  expect(applyFormOp(fields, site, parseFormOp("exclude brand")!)).toBeUndefined();
});

test("an op that names no field of the declaration, or is no op, changes nothing", () => {
  const fields = model.projects.fields;
  const project = structuredClone((initialEdition.projects as Loose[])[0]!);
  expect(applyFormOp(fields, project, parseFormOp("add constructor")!)).toBeUndefined();
  expect(parseFormOp("drop everything")).toBeUndefined();
  expect(parseFormOp("add " + "x".repeat(500))).toBeUndefined();
});
