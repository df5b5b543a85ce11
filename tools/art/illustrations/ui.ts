/**
 * Product-UI building blocks shared by all categories: window and device frames, text-line
 * bars, buttons and icon chips. One shared set keeps corner radii, shadows and chrome identical
 * across 100+ images, which is most of what makes them read as one illustration system.
 */
import { P, type Theme } from "./palette.ts";
import { at, circle, d, el, path, rect, topRounded } from "./svg.ts";

/** Flat offset shadow: ink at low opacity, down and to the right (the light is top-left). */
export function shadow(x: number, y: number, w: number, h: number, rx: number): string {
  return rect(x + 5, y + 7, w, h, "", rx, { fill: undefined, class: "h" });
}

/** Browser window chrome at (0,0): shadow, surface, title bar with three dots and an address pill. */
export function browser(w: number, h: number, t: Theme, bar = t.soft): string {
  return (
    shadow(0, 0, w, h, 10) +
    rect(0, 0, w, h, t.panel, 10) +
    path(topRounded(0, 0, w, 20, 10), bar) +
    circle(11, 10, 3.2, P.coral) +
    circle(21, 10, 3.2, P.saffron) +
    circle(31, 10, 3.2, P.teal) +
    rect(44, 5.5, Math.min(w * 0.45, w - 60), 9, t.panel, 4.5)
  );
}

/** Phone at (0,0): ink body, screen inset, speaker notch. Content goes at (6, 14). */
export function phone(w: number, h: number, t: Theme): string {
  return (
    shadow(0, 0, w, h, 14) +
    rect(0, 0, w, h, P.ink, 14) +
    rect(5, 5, w - 10, h - 10, t.panel, 10) +
    rect(w / 2 - 12, 8, 24, 4, P.ink, 2)
  );
}

/**
 * Horizontal text bars: each width in `ws` becomes one rounded line, stacked with `gap`.
 * Drawn as a single round-capped stroke (a pill of height h is a line of width h), which is
 * a third of the bytes of separate rects; text lines are the most common shape in the set.
 */
export function bars(x: number, y: number, ws: number[], fill: string, h = 5, gap = 10): string {
  let dd = "";
  ws.forEach((w, i) => {
    if (w > h) dd += d`M${x + h / 2} ${y + i * gap + h / 2}h${w - h}`;
    else dd += d`M${x + w / 2} ${y + i * gap + h / 2}h0`;
  });
  return el("path", { d: dd, class: "r", stroke: fill, "stroke-width": h });
}

/**
 * Collects pills (rounded bars) and emits one stroked path per colour/height/opacity, for
 * motifs with many small bars in several colours (code lines, table cells).
 */
export type PillSet = {
  /** Horizontal pill with top-left (x, y), width w and height h. */
  add: (x: number, y: number, w: number, h: number, color: string, opacity?: number) => void;
  /** Vertical pill (a chart bar) with top-left (x, y), width w and height h. */
  addV: (x: number, y: number, w: number, h: number, color: string, opacity?: number) => void;
  svg: () => string;
};

export function pillSet(): PillSet {
  const groups = new Map<string, string>();
  const push = (key: string, dd: string): void => void groups.set(key, (groups.get(key) ?? "") + dd);
  return {
    add(x, y, w, h, color, opacity = 1) {
      push(`${color}|${h}|${opacity}`, d`M${x + h / 2} ${y + h / 2}h${Math.max(0, w - h)}`);
    },
    addV(x, y, w, h, color, opacity = 1) {
      push(`${color}|${w}|${opacity}`, d`M${x + w / 2} ${y + w / 2}v${Math.max(0, h - w)}`);
    },
    svg() {
      let out = "";
      for (const [key, dd] of groups) {
        const [color, h, opacity] = key.split("|");
        out += el("path", {
          d: dd,
          class: "r",
          stroke: color,
          "stroke-width": Number(h),
          opacity: opacity === "1" ? undefined : Number(opacity),
        });
      }
      return out;
    },
  };
}

/** A row of dots `gap` apart (round caps on zero-length dashes): calendar days, LEDs, keys. */
export function dots(
  x: number,
  y: number,
  len: number,
  size: number,
  gap: number,
  color: string,
  extra: Record<string, string | number> = {},
): string {
  return el("path", {
    d: d`M${x} ${y}h${len}`,
    class: "r",
    stroke: color,
    "stroke-width": size,
    "stroke-dasharray": `0 ${gap}`,
    ...extra,
  });
}

/** A row of equal square-cornered blocks as one dashed line (keyboard keys, film holes, ticks). */
export function dashes(
  x: number,
  y: number,
  len: number,
  h: number,
  dash: number,
  gap: number,
  color: string,
  extra: Record<string, string | number> = {},
): string {
  return el("path", {
    d: d`M${x} ${y + h / 2}h${len}`,
    stroke: color,
    "stroke-width": h,
    "stroke-dasharray": `${dash} ${gap}`,
    ...extra,
  });
}

/** Rounded button (pill) with a short light label bar. */
export function button(x: number, y: number, w: number, h: number, fill: string, label = P.cream): string {
  return rect(x, y, w, h, fill, h / 2) + rect(x + w * 0.25, y + h / 2 - 1.5, w * 0.5, 3, label, 1.5, { opacity: 0.9 });
}

/** Round avatar placeholder: a head-and-shoulders glyph inside a circle. */
export function avatar(cx: number, cy: number, r: number, bg: string, fg: string): string {
  return (
    circle(cx, cy, r, bg) +
    circle(cx, cy - r * 0.2, r * 0.36, fg) +
    path(d`M${cx - r * 0.62} ${cy + r * 0.72}Q${cx} ${cy - r * 0.05} ${cx + r * 0.62} ${cy + r * 0.72}Z`, fg)
  );
}

/** Tiny landscape (sun + two hills) for image placeholders inside mock-ups. */
export function picture(x: number, y: number, w: number, h: number, bg: string, hill: string, sun: string): string {
  return (
    rect(x, y, w, h, bg, 4) +
    circle(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.13, sun) +
    path(
      d`M${x} ${y + h}L${x + w * 0.35} ${y + h * 0.45}L${x + w * 0.6} ${y + h * 0.75}L${x + w * 0.75} ${y + h * 0.6}L${x + w} ${y + h}Z`,
      hill,
    )
  );
}

/** Checkmark in a filled circle: "done", "verified", "passed". */
export function checkBadge(cx: number, cy: number, r: number, fill: string, mark: string = P.cream): string {
  return (
    circle(cx, cy, r, fill) +
    el("path", {
      d: d`M${cx - r * 0.42} ${cy + r * 0.02}L${cx - r * 0.1} ${cy + r * 0.34}L${cx + r * 0.45} ${cy - r * 0.3}`,
      class: "r",
      stroke: mark,
      "stroke-width": r * 0.26,
    })
  );
}

/**
 * An icon chip: a disc with a 24-unit stroke icon centred on it. Icons are drawn in a 24x24
 * box (like common UI icon sets) and scaled here, so they all share one stroke weight.
 */
export function chip(cx: number, cy: number, r: number, disc: string, iconBody: string, iconColor: string): string {
  const s = (r * 1.1) / 24;
  return (
    el("circle", { cx: cx + 3, cy: cy + 4, r, class: "h" }) +
    circle(cx, cy, r, disc) +
    el("g", { transform: at(cx - 12 * s, cy - 12 * s, s), class: "r", stroke: iconColor, "stroke-width": 2 }, iconBody)
  );
}
