/** Placing motifs and chips into boxes: the arithmetic every composition shares. */
import type { Icon } from "./motifs/icons.ts";
import type { Motif } from "./motifs/types.ts";
import { P, type Theme } from "./palette.ts";
import type { Rng } from "./random.ts";
import { at, g } from "./svg.ts";
import { chip } from "./ui.ts";

export type Box = { x: number; y: number; w: number; h: number };

/** Mirror a box horizontally inside a canvas of width `w`. */
export const flip = (b: Box, w: number, on: boolean): Box => (on ? { ...b, x: w - b.x - b.w } : b);

export const centre = (b: Box): [number, number] => [b.x + b.w / 2, b.y + b.h / 2];

/**
 * Draws `m` scaled to fit `box` (never above `maxScale`, so a small icon-like motif does not
 * balloon), centred horizontally and aligned to the box's bottom so objects "stand" on a line.
 */
export function place(
  m: Motif,
  box: Box,
  t: Theme,
  r: Rng,
  maxScale = 1.5,
  valign: "middle" | "bottom" = "middle",
): string {
  const s = Math.min(box.w / m.w, box.h / m.h, maxScale);
  const x = box.x + (box.w - m.w * s) / 2;
  const y = valign === "bottom" ? box.y + box.h - m.h * s : box.y + (box.h - m.h * s) / 2;
  return g({ transform: at(x, y, s) }, m.draw(t, r.fork(m.id)));
}

/** An icon chip; alternates light and accent discs so two chips never look identical. */
export function iconChip(icon: Icon, cx: number, cy: number, radius: number, t: Theme, variant: number): string {
  const light = variant % 2 === 0;
  return chip(cx, cy, radius, light ? (t.dark ? P.cream : P.white) : t.accent, icon.body, light ? t.primary : P.ink);
}
