import { describe, expect, it } from "vitest";
import { wordDiff } from "./word-diff.ts";

describe("comparing two texts word by word", () => {
  it("says which words stayed, went and came, in reading order, and puts each text back together", () => {
    const before = "Orders used to slip through our inbox.";
    const after = "Orders no longer slip through our inbox at all.";
    const runs = wordDiff(before, after)!;
    expect(runs).toEqual([
      { kind: "same", text: "Orders " },
      { kind: "added", text: "no longer " },
      { kind: "removed", text: "used to " },
      { kind: "same", text: "slip through our " },
      { kind: "added", text: "inbox at all." },
      { kind: "removed", text: "inbox." },
    ]);
    const side = (kind: "removed" | "added") =>
      runs
        .filter((run) => run.kind === "same" || run.kind === kind)
        .map((run) => run.text)
        .join("");
    expect([side("removed"), side("added")]).toEqual([before, after]);
  });

  it("compares Bangla as it compares English, and leaves texts too long to compare whole", () => {
    expect(wordDiff("ঢাকা থেকে", "চট্টগ্রাম থেকে")).toEqual([
      { kind: "added", text: "চট্টগ্রাম " },
      { kind: "removed", text: "ঢাকা " },
      { kind: "same", text: "থেকে" },
    ]);
    const long = "word ".repeat(1_500);
    expect(wordDiff(long, `${long}more`)).toBeUndefined();
  });

  it("takes a word followed by a new sentence for the same word", () => {
    expect(wordDiff("We answer in a day.", "We answer in a day. Updated.")).toEqual([
      { kind: "same", text: "We answer in a day. " },
      { kind: "added", text: "Updated." },
    ]);
  });
});
