/**
 * Minimal SVG string building. Output size matters (cards are budgeted at 4 KB), so numbers
 * are rounded to one decimal and attributes are written without padding. Everything is plain
 * string concatenation: no DOM, no dependency, and the output is stable byte for byte.
 */

import { P } from "./palette.ts";

/** One decimal place, no "-0", no trailing ".0", no leading zero (".5" is valid SVG). */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  if (Object.is(r, -0) || r === 0) return "0";
  return String(r).replace(/^(-?)0\./, "$1.");
}

export type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

/** Escapes text and attribute values. Content titles end up in project mock-ups. */
export function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** An element. Attributes that are undefined/null/false are left out; numbers go through n(). */
export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === "number" ? n(v) : esc(v)}"`;
  }
  const body = children.join("");
  return body ? `${s}>${body}</${tag}>` : `${s}/>`;
}

/** Tagged template for path data and transforms: interpolated numbers are rounded. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let s = strings[0] ?? "";
  values.forEach((v, i) => (s += n(v) + (strings[i + 1] ?? "")));
  return s;
}

export const g = (attrs: Attrs, ...children: string[]): string => el("g", attrs, ...children);

/** transform="translate scale rotate" with rotation about the local origin. */
export function at(x: number, y: number, s = 1, rot = 0): string {
  let t = d`translate(${x} ${y})`;
  if (n(s) !== "1") t += d` scale(${s})`;
  if (rot !== 0) t += d` rotate(${rot})`;
  return t;
}

/** x and y are left out when 0 (the SVG default): the background and many frames start there. */
export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}): string =>
  el("rect", { x: x || undefined, y: y || undefined, width: w, height: h, rx: rx || undefined, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el("circle", { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });

export const path = (dd: string, fill: string, extra: Attrs = {}): string => el("path", { d: dd, fill, ...extra });

/** A stroked, unfilled path with round caps: the house style for lines, arrows and icons. */
export const stroke = (dd: string, color: string, width: number, extra: Attrs = {}): string =>
  el("path", { d: dd, class: "r", stroke: color, "stroke-width": width, ...extra });

/** Closed polygon from flat [x0, y0, x1, y1, ...] coordinates. */
export function poly(points: number[], fill: string, extra: Attrs = {}): string {
  let s = "";
  for (let i = 0; i < points.length; i += 2) s += `${i ? "L" : "M"}${n(points[i] ?? 0)} ${n(points[i + 1] ?? 0)}`;
  return path(s + "Z", fill, extra);
}

/** Text is used sparingly (project mock-up headers); system fonts only, nothing to download. */
export function text(x: number, y: number, s: string, size: number, fill: string, extra: Attrs = {}): string {
  return el("text", { x, y, "font-family": "system-ui, sans-serif", "font-size": size, fill, ...extra }, esc(s));
}

/** Rectangle with only the top corners rounded (window title bars, tabs). */
export function topRounded(x: number, y: number, w: number, h: number, r: number): string {
  return d`M${x} ${y + h}V${y + r}Q${x} ${y} ${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h}Z`;
}

/**
 * Shared stylesheet: `.r` is the house line style (no fill, round caps and joins). One class
 * instead of four attributes on every stroked path saves a lot of bytes across icons and charts.
 */
const RULES: Record<string, string> = {
  r: ".r{fill:none;stroke-linecap:round;stroke-linejoin:round}",
  /** Flat drop shadow (ui.ts shadow()): the most repeated element in every file. */
  h: `.h{fill:${P.ink};opacity:.13}`,
};

/**
 * The whole file. Drawings are composed at a native size (e.g. 480x320 for cards); if a
 * content record asks for another size, the drawing is scaled to fit inside it, centred, on a
 * full-size background, so viewBox and width/height always match the record exactly and no
 * motif is cropped away (the flat background makes the extra margin invisible).
 * `defs` are candidate <defs> entries; only those whose id the body references are written.
 */
function style(body: string): string {
  const rules = Object.entries(RULES)
    .filter(([cls]) => body.includes(`class="${cls}"`))
    .map(([, rule]) => rule);
  return rules.length ? `<style>${rules.join("")}</style>` : "";
}

export function svgDoc(
  w: number,
  h: number,
  nativeW: number,
  nativeH: number,
  bg: string,
  body: string,
  defs: string[] = [],
): string {
  const s = Math.min(w / nativeW, h / nativeH);
  const inner =
    w === nativeW && h === nativeH ? body : g({ transform: at((w - nativeW * s) / 2, (h - nativeH * s) / 2, s) }, body);
  const used = defs.filter((def) => {
    const id = /id="([^"]+)"/.exec(def)?.[1];
    return id !== undefined && inner.includes(`#${id}`);
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    style(inner) +
    (used.length ? `<defs>${used.join("")}</defs>` : "") +
    (bg === "none" ? "" : rect(0, 0, w, h, bg)) +
    inner +
    "</svg>\n"
  );
}
