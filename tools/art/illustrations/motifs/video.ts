/** Video editing: timelines, preview monitors, clapperboards, waveforms and motion paths. */
import { P, type Theme } from "../palette.ts";
import type { Rng } from "../random.ts";
import { circle, d, path, poly, rect, stroke } from "../svg.ts";
import { dashes, shadow } from "../ui.ts";
import { motif, type Motif } from "./types.ts";

/** Audio waveform as one path of vertical bars, symmetric around cy. */
export function wave(x: number, cy: number, w: number, amp: number, r: Rng, color: string, width = 2.4): string {
  let s = "";
  for (let i = 0; i * 5 < w; i++) {
    const h = Math.max(1.5, amp * Math.abs(Math.sin(i * 0.55) * 0.6 + r.range(-0.4, 0.4)));
    s += d`M${x + i * 5} ${cy - h}V${cy + h}`;
  }
  return stroke(s, color, width);
}

/** Play triangle in a disc: used inside video frames, never on the office poster. */
const playDisc = (cx: number, cy: number, r: number, disc: string, tri: string): string =>
  circle(cx, cy, r, disc) +
  path(d`M${cx - r * 0.3} ${cy - r * 0.42}L${cx + r * 0.48} ${cy}L${cx - r * 0.3} ${cy + r * 0.42}Z`, tri);

/** A small scene for inside video frames: hills, sun and a subject silhouette. */
function frameScene(x: number, y: number, w: number, h: number, t: Theme): string {
  return (
    rect(x, y, w, h, t.primary) +
    circle(x + w * 0.75, y + h * 0.32, h * 0.14, P.saffron) +
    path(
      d`M${x} ${y + h}L${x + w * 0.3} ${y + h * 0.55}L${x + w * 0.5} ${y + h * 0.78}L${x + w * 0.68} ${y + h * 0.6}L${x + w} ${y + h}Z`,
      P.deepTeal,
      { opacity: 0.75 },
    )
  );
}

const player = motif(
  "player",
  220,
  140,
  /video player|skip-?ad|preview (monitor|screen)|widescreen video|video frame|play button|large preview/,
  (t, r) => {
    let s =
      shadow(0, 0, 220, 140, 10) +
      rect(0, 0, 220, 140, P.ink, 10) +
      frameScene(8, 8, 204, 104, t) +
      playDisc(110, 60, 20, P.cream, t.accent);
    s +=
      rect(14, 124, 150, 4, P.cream, 2, { opacity: 0.3 }) +
      rect(14, 124, r.int(40, 110), 4, P.coral, 2) +
      rect(176, 118, 34, 14, P.cream, 3, { opacity: 0.9 });
    return s + path("M186 121l6 4-6 4zM193 121l6 4-6 4z", P.ink);
  },
);

const timeline = motif("timeline", 240, 120, /timeline|editing suite|clips|\bedit(ing)?\b/, (t, r) => {
  let s =
    shadow(0, 0, 240, 120, 10) +
    rect(0, 0, 240, 120, P.ink, 10) +
    rect(0, 0, 240, 18, P.inkSoft, 10) +
    rect(0, 10, 240, 8, P.inkSoft);
  s += dashes(34, 6, 200, 6, 1.5, 13.5, P.cream, { opacity: 0.4 });
  const cols = [t.primary, P.saffron, P.coral, P.mint];
  for (let row = 0; row < 3; row++) {
    const y = 26 + row * 22;
    s += rect(6, y, 20, 16, P.inkSoft, 3);
    let x = 32;
    while (x < 226) {
      const w = Math.min(r.int(30, 70), 232 - x);
      if (w < 12) break;
      s += rect(x, y, w - 3, 16, cols[(row + Math.floor(x / 50)) % 4] ?? t.primary, 3, {
        opacity: row === 2 ? 0.35 : 0.9,
      });
      x += w;
    }
  }
  s += wave(36, 78 + 8, 186, 6, r, P.mint, 1.8);
  const ph = r.int(90, 170);
  return s + rect(ph - 1, 16, 2.5, 98, P.coral) + path(d`M${ph - 6} 14H${ph + 7}V20L${ph} 26L${ph - 6} 20Z`, P.coral);
});

const clapper = motif("clapper", 160, 140, /clapper|film production|shoot day/, () => {
  let stripes = "";
  for (let i = 0; i < 6; i++) stripes += d`M${10 + i * 26} 0h14l-12 20h-14z`;
  return (
    shadow(0, 40, 160, 100, 6) +
    rect(0, 40, 160, 100, P.ink, 6) +
    path("M0 22H160V40H0Z", P.ink) +
    path(stripes, P.cream, { transform: "translate(0 21)" }) +
    '<g transform="rotate(-14 4 22)">' +
    rect(0, 2, 160, 20, P.ink, 3) +
    path(stripes, P.cream, { transform: "translate(0 2)" }) +
    "</g>" +
    rect(14, 60, 60, 6, P.cream, 3, { opacity: 0.85 }) +
    rect(14, 76, 100, 6, P.cream, 3, { opacity: 0.5 }) +
    rect(14, 92, 80, 6, P.cream, 3, { opacity: 0.5 }) +
    circle(130, 112, 10, P.coral)
  );
});

const waveform = motif(
  "waveform",
  210,
  90,
  /audio waves?|waveform|sound ?track|voice-?over|music/,
  (t, r) =>
    shadow(0, 0, 210, 90, 10) +
    rect(0, 0, 210, 90, t.panel, 10) +
    wave(16, 45, 180, 28, r, t.primary, 3) +
    rect(120, 8, 2.5, 74, P.coral),
);

const motionPath = motif(
  "motionpath",
  230,
  140,
  /motion path|animated shapes|animation|explainer|motion graphics/,
  (t) =>
    stroke("M16 120C60 120 50 30 110 40S180 110 214 24", t.primary, 2.5, { "stroke-dasharray": "2 7" }) +
    [
      [16, 120],
      [80, 52],
      [150, 72],
      [214, 24],
    ]
      .map(([x, y]) =>
        poly([x ?? 0, (y ?? 0) - 7, (x ?? 0) + 7, y ?? 0, x ?? 0, (y ?? 0) + 7, (x ?? 0) - 7, y ?? 0], t.ink),
      )
      .join("") +
    circle(44, 104, 14, t.accent, { opacity: 0.45 }) +
    circle(58, 84, 16, t.accent, { opacity: 0.7 }) +
    rect(100, 22, 34, 34, t.third, 8) +
    poly([170, 74, 194, 116, 146, 116], P.saffron) +
    circle(214, 24, 16, t.accent),
);

const filmStrip = motif("filmstrip", 240, 100, /film ?strip|footage|frames? of film/, (t) => {
  let s = shadow(0, 0, 240, 100, 4) + rect(0, 0, 240, 100, P.ink, 4);
  s +=
    dashes(8, 6, 230, 8, 10, 10, P.cream, { opacity: 0.8 }) + dashes(8, 86, 230, 8, 10, 10, P.cream, { opacity: 0.8 });
  for (let i = 0; i < 3; i++) s += frameScene(8 + i * 78, 20, 70, 60, t);
  return s;
});

const thumbWall = motif("thumbwall", 230, 150, /video thumbnails|wall of videos?|thumbnails with play/, (t) => {
  let s = "";
  for (let i = 0; i < 6; i++) {
    const x = (i % 3) * 78;
    const y = Math.floor(i / 3) * 78;
    s +=
      shadow(x, y, 72, 70, 6) +
      rect(x, y, 72, 70, P.ink, 6) +
      frameScene(x + 4, y + 4, 64, 44, { ...t, primary: [t.primary, P.deepTeal, t.third][i % 3] ?? t.primary }) +
      playDisc(x + 36, y + 26, 10, P.cream, t.accent);
    s += rect(x + 6, y + 54, 46, 5, P.cream, 2.5, { opacity: 0.7 });
  }
  return s;
});

export const videoMotifs: Motif[] = [player, timeline, clapper, waveform, motionPath, filmStrip, thumbWall];
