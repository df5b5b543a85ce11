import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { themeColours } from "./palette.ts";

/*
 * Every text/background pair the pages and the staff area use, in both themes, against WCAG AA
 * (4.5:1 for text). A colour is a token name, `white`, or `name/NN` (NN % of it laid over `over`,
 * as Tailwind's opacity modifier paints it). Axe checks the rendered pages too; this catches a
 * token edit before a build, for pairs a page only shows in one state (hover, error, unread).
 */
type Pair = { text: string; on: string; over?: string };

const roleText = ["ink", "ink-soft", "teal-deep", "teal-dark", "coral-dark"];
const roleBackgrounds = ["cream", "surface", "mint", "saffron-soft"];

const pairs: Pair[] = [
  ...roleText.flatMap((text) => roleBackgrounds.map((on) => ({ text, on }))),
  // The lighter teal is a hover colour of links on the page and on cards, never on a tint.
  { text: "teal", on: "cream" },
  { text: "teal", on: "surface" },
  // Tinted notices and badges (errors, spam, archived), and the muted text of a hovered row.
  { text: "coral-dark", on: "coral-dark/10", over: "surface" },
  { text: "coral-dark", on: "coral-dark/10", over: "cream" },
  { text: "ink-soft", on: "ink/10", over: "surface" },
  { text: "teal-deep", on: "mint/60", over: "surface" },
  // Bands and buttons: white or saffron words on the fixed brand colours.
  ...["brand-deep", "brand-teal", "brand-teal-dark", "brand-ink", "brand-coral", "brand-coral-hover"].map((on) => ({
    text: "white",
    on,
  })),
  ...["whatsapp", "telegram", "messenger"].map((on) => ({ text: "white", on })),
  { text: "white/80", on: "brand-deep", over: "brand-deep" },
  { text: "white/75", on: "brand-ink", over: "brand-ink" },
  { text: "saffron", on: "brand-deep" },
  { text: "saffron", on: "brand-ink" },
  { text: "brand-mint", on: "brand-deep" },
  { text: "brand-ink", on: "saffron" },
  { text: "brand-ink", on: "saffron-hover" },
  { text: "brand-ink", on: "white" },
];

const css = readFileSync("app/styles/tokens.css", "utf8");

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function resolve(colour: string, tokens: Map<string, string>, over?: string): [number, number, number] {
  const [name = "", percent] = colour.split("/");
  const hex = name === "white" ? "#ffffff" : tokens.get(name);
  if (hex === undefined) throw new Error(`no token --color-${name}`);
  if (percent === undefined) return rgb(hex);
  if (over === undefined) throw new Error(`${colour} needs the colour under it`);
  const a = Number(percent) / 100;
  const base = resolve(over, tokens);
  return rgb(hex).map((c, i) => c * a + base[i]! * (1 - a)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe.each(["light", "dark"] as const)("the %s theme", (theme) => {
  const tokens = themeColours(css)[theme];
  test.each(pairs)("$text on $on reads at 4.5:1 or more", ({ text, on, over }) => {
    const background = resolve(on, tokens, over);
    const foreground = resolve(text, tokens, on.includes("/") ? undefined : over);
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});

test("the contrast check itself: black on white is 21:1, and the dark teal on its own colour fails", () => {
  expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  const { dark } = themeColours(css);
  expect(contrast(resolve("teal-deep", dark), resolve("white", dark))).toBeLessThan(4.5);
});
