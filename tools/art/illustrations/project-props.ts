/**
 * Sector illustrations for the project mock-ups: what each client's website hero shows (a
 * blood-pressure monitor, a cleaning crew, a before/after room...) and the props that stand
 * beside the browser (mop and bucket). Each takes a box and draws to fit it.
 */
import { P, type Theme } from "./palette.ts";
import type { Rng } from "./random.ts";
import { seatedPerson } from "./scenery.ts";
import { circle, d, ellipse, g, path, rect, stroke } from "./svg.ts";
import { bars, button, checkBadge } from "./ui.ts";

export type Art = (x: number, y: number, w: number, h: number, t: Theme, r: Rng) => string;

const sparkle = (x: number, y: number, s: number, c: string): string =>
  path(
    d`M${x} ${y - s}Q${x + s * 0.15} ${y - s * 0.15} ${x + s} ${y}Q${x + s * 0.15} ${y + s * 0.15} ${x} ${y + s}Q${x - s * 0.15} ${y + s * 0.15} ${x - s} ${y}Q${x - s * 0.15} ${y - s * 0.15} ${x} ${y - s}Z`,
    c,
  );

/** Digital blood-pressure monitor with its cuff and tube. */
export const bpMonitor: Art = (x, y, w, h, t) => {
  const s = Math.min(w / 200, h / 150);
  return g(
    { transform: d`translate(${x + (w - 200 * s) / 2} ${y + (h - 150 * s) / 2}) scale(${s})` },
    stroke("M96 112C90 140 150 150 158 112", P.inkSoft, 5),
    rect(128, 64, 68, 56, t.primary, 14),
    rect(128, 64, 68, 14, P.ink, 0, { opacity: 0.15 }),
    rect(10, 20, 110, 124, P.white, 16),
    rect(24, 34, 82, 56, P.ink, 8),
    bars(34, 44, [44, 30], P.mint, 9, 15),
    circle(94, 76, 5, P.coral),
    circle(40, 116, 10, t.accent),
    circle(70, 116, 10, t.soft),
    circle(98, 116, 8, t.soft),
  );
};

/** Medical cross badge and a heartbeat line: generic healthcare hero. */
export const medical: Art = (x, y, w, h, t) =>
  circle(x + w / 2, y + h / 2, Math.min(w, h) * 0.4, t.soft) +
  path(d`M${x + w / 2 - 12} ${y + h / 2 - 36}h24v24h24v24h-24v24h-24v-24h-24v-24h24Z`, t.accent) +
  stroke(d`M${x + 10} ${y + h * 0.8}h${w * 0.3}l10-20 12 34 10-24h${w * 0.4}`, t.primary, 3);

/** Spray bottle, bubbles and sparkles: cleaning-services hero. */
export const spray: Art = (x, y, w, h, t) => {
  const cx = x + w * 0.42;
  const base = y + h * 0.92;
  return (
    circle(x + w * 0.5, y + h * 0.5, Math.min(w, h) * 0.42, t.soft) +
    path(
      d`M${cx - 26} ${base}V${base - 70}Q${cx - 26} ${base - 96} ${cx - 10} ${base - 100}H${cx + 10}Q${cx + 26} ${base - 96} ${cx + 26} ${base - 70}V${base}Z`,
      t.primary,
    ) +
    rect(cx - 18, base - 64, 36, 30, P.cream, 4) +
    rect(cx - 8, base - 118, 16, 20, P.ink) +
    path(d`M${cx - 14} ${base - 132}H${cx + 26}L${cx + 22} ${base - 118}H${cx - 14}Z`, t.accent) +
    circle(cx + 52, base - 122, 10, P.white, { opacity: 0.9 }) +
    circle(cx + 70, base - 100, 6, P.white, { opacity: 0.9 }) +
    circle(cx + 60, base - 140, 5, P.white, { opacity: 0.9 }) +
    sparkle(x + w * 0.82, y + h * 0.3, 12, P.saffron) +
    sparkle(x + w * 0.16, y + h * 0.3, 8, P.saffron)
  );
};

/** Cleaning crew with a trolley in a glass-walled lobby. */
export const crew: Art = (x, y, w, h, t, r) => {
  let s = rect(x, y, w, h, P.mint, 4);
  for (let i = 0; i < 4; i++)
    s +=
      rect(x + 8 + i * (w / 4), y + 8, w / 4 - 12, h * 0.7, P.white, 2, { opacity: 0.55 }) +
      stroke(d`M${x + 16 + i * (w / 4)} ${y + h * 0.5}l${w / 10} ${-h * 0.3}`, P.white, 3);
  s += rect(x, y + h * 0.78, w, h * 0.22, "#b9ddd4");
  const sc = h / 260;
  // Standing crew in matching uniforms: the seated figure plus trousers and shoes.
  [0.22, 0.48].forEach((f, i) => {
    const px = x + w * f;
    const top = y + h * 0.7;
    s += rect(px - 30 * sc, top, 26 * sc, h * 0.22, P.ink, 3) + rect(px + 4 * sc, top, 26 * sc, h * 0.22, P.ink, 3);
    s +=
      seatedPerson(px, top + 4, sc * 1.3, r.fork(`c${i}`), t.primary) +
      rect(px - 10 * sc, top - 60 * sc, 20 * sc, 30 * sc, P.cream, 3, { opacity: 0.8 });
  });
  const tx = x + w * 0.7;
  const ty = y + h * 0.9;
  return (
    s +
    rect(tx, ty - 50 * sc, 70 * sc, 40 * sc, t.primary, 4) +
    rect(tx + 8 * sc, ty - 74 * sc, 20 * sc, 26 * sc, t.accent, 3) +
    rect(tx + 34 * sc, ty - 68 * sc, 14 * sc, 20 * sc, P.saffron, 3) +
    stroke(d`M${tx + 70 * sc} ${ty - 50 * sc}l12 -30`, P.ink, 3) +
    circle(tx + 10 * sc, ty - 4 * sc, 7 * sc, P.ink) +
    circle(tx + 60 * sc, ty - 4 * sc, 7 * sc, P.ink)
  );
};

/** A living room split into a dull "before" half and a bright "after" half. */
export const beforeAfter: Art = (x, y, w, h, t) => {
  const room = (wall: string, sofa: string, floor: string): string =>
    rect(x, y, w, h, wall, 4) +
    rect(x, y + h * 0.72, w, h * 0.28, floor) +
    rect(x + w * 0.12, y + h * 0.16, w * 0.22, h * 0.3, P.white, 2, { opacity: 0.6 }) +
    rect(x + w * 0.2, y + h * 0.5, w * 0.6, h * 0.24, sofa, 10) +
    rect(x + w * 0.16, y + h * 0.58, w * 0.68, h * 0.2, sofa, 8) +
    ellipse(x + w * 0.5, y + h * 0.9, w * 0.3, h * 0.05, P.ink, { opacity: 0.12 });
  const half = w / 2;
  return (
    g({ opacity: 0.75 }, room("#c9c3b8", "#8d8a84", "#a39b8e")) +
    circle(x + w * 0.22, y + h * 0.82, 8, "#7d7567") +
    circle(x + w * 0.35, y + h * 0.4, 6, "#7d7567", { opacity: 0.6 }) +
    // The clipPath sits inline (valid anywhere in SVG) so this helper stays self-contained.
    `<clipPath id="ba">${rect(x + half, y, half, h, "#000")}</clipPath>` +
    g(
      { "clip-path": "url(#ba)" },
      room(P.cream, t.primary, P.saffronSoft),
      sparkle(x + w * 0.78, y + h * 0.24, 11, P.saffron),
      sparkle(x + w * 0.64, y + h * 0.42, 7, P.saffron),
    ) +
    rect(x + half - 2, y, 4, h, P.white) +
    circle(x + half, y + h / 2, 14, P.white) +
    stroke(d`M${x + half - 6} ${y + h / 2 - 5}l-5 5 5 5M${x + half + 6} ${y + h / 2 - 5}l5 5-5 5`, P.ink, 2.5)
  );
};

/** Three pricing cards, the middle one highlighted: "package price list". */
export const pricing: Art = (x, y, w, h, t) => {
  let s = "";
  const cw = (w - 24) / 3;
  for (let i = 0; i < 3; i++) {
    const hi = i === 1;
    const cx = x + i * (cw + 12);
    s +=
      rect(cx, y + (hi ? 0 : 10), cw, h - (hi ? 0 : 10), hi ? t.primary : t.soft, 8) +
      bars(cx + 12, y + 24, [cw * 0.5], hi ? P.cream : P.inkSoft, 6);
    s += bars(cx + 12, y + 42, [cw * 0.4], hi ? P.saffron : t.primary, 14);
    for (let k = 0; k < 3; k++)
      s +=
        checkBadge(cx + 18, y + 78 + k * 20, 5, hi ? P.saffron : t.third) +
        bars(cx + 28, y + 75 + k * 20, [cw * 0.5], hi ? P.cream : t.line, 5);
    s += button(cx + 12, y + h - 30, cw - 24, 16, hi ? t.accent : t.primary);
  }
  return s;
};

/** Mop and bucket, standing beside the laptop. */
export const mopBucket: Art = (x, y, w, h, t) =>
  stroke(d`M${x + w * 0.7} ${y}L${x + w * 0.5} ${y + h * 0.86}`, "#b07a4a", 6) +
  path(d`M${x + w * 0.32} ${y + h}l${w * 0.1}-${h * 0.16}h${w * 0.2}l${w * 0.08} ${h * 0.16}Z`, P.cream) +
  path(d`M${x} ${y + h * 0.5}H${x + w * 0.62}L${x + w * 0.54} ${y + h}H${x + w * 0.08}Z`, t.accent) +
  rect(x - 4, y + h * 0.48, w * 0.7, 10, P.ink, 4, { opacity: 0.85 }) +
  stroke(
    d`M${x + w * 0.06} ${y + h * 0.5}Q${x + w * 0.31} ${y + h * 0.2} ${x + w * 0.56} ${y + h * 0.5}`,
    P.inkSoft,
    3,
  );
