/**
 * Office video poster (1280x720): the Banani studio at golden hour. Arched windows onto the
 * Dhaka skyline, a Jamdani-lattice feature wall with the brand rosette, the team at their
 * desks seen from behind with code and dashboards on screen, pendant lamps and plants.
 * No play button: with a video configured the page overlays a real, focusable one; without one
 * the poster is shown alone and must not look playable. Either way the middle stays calm.
 */
import { decorDefs } from "./decor.ts";
import { archPath, rosette } from "./jamdani.ts";
import { mix, P, theme } from "./palette.ts";
import { rng, type Rng } from "./random.ts";
import type { ArtRequest } from "./requests.ts";
import { hairColours, lamp, plant, skyline } from "./scenery.ts";
import { at, circle, d, g, path, rect, svgDoc } from "./svg.ts";
import { bars } from "./ui.ts";

const W = 1280;
const H = 720;
const FLOOR = 560;

/** A person at a desk seen from behind, drawn around (0, 0): chair back, shoulders, head. */
function backView(r: Rng, top: string): string {
  const hijab = r.chance(0.3);
  const head = hijab ? r.pick([P.coral, P.saffron, P.mint]) : r.pick(hairColours.slice(0, 3));
  return (
    rect(-44, -70, 88, 96, P.ink, 14) +
    path("M-50 130V-36Q-48 -70 0 -72Q48 -70 50 -36V130Z", top) +
    (hijab ? path("M-32 -50Q-34 -122 0 -124Q34 -122 32 -50Z", head) : circle(0, -94, 28, head))
  );
}

/** Monitor facing us: frame, stand and a screen of code or dashboard. */
function monitor(x: number, y: number, r: Rng): string {
  let screen = "";
  if (r.chance(0.5)) {
    screen =
      bars(x - 62, y - 84, [40, 70, 52, 80, 36, 60], P.mint, 5, 12) + bars(x + 10, y - 84, [30, 20], P.saffron, 5, 24);
  } else {
    screen =
      rect(x - 64, y - 88, 40, 30, P.teal, 3) +
      rect(x - 18, y - 88, 40, 30, P.coral, 3) +
      rect(x + 28, y - 88, 36, 30, P.saffron, 3);
    screen += [0, 1, 2, 3, 4]
      .map((i) => rect(x - 60 + i * 24, y - 20 - (i * 7 + 10), 14, i * 7 + 10, P.mint, 2))
      .join("");
  }
  return (
    rect(x - 10, y, 20, 22, P.inkSoft) +
    rect(x - 80, y - 100, 160, 104, P.ink, 8) +
    rect(x - 72, y - 92, 144, 88, "#1d3a44", 4) +
    screen
  );
}

export function renderOffice(req: ArtRequest): string {
  const r = rng(req.src);
  const t = theme("dark", P.teal, P.saffron, P.coral);
  const wins = [
    [70, 260],
    [370, 260],
    [670, 260],
  ] as const;
  // Wall and floor.
  let body = rect(0, FLOOR, W, H - FLOOR, mix(P.saffronSoft, P.ink, 0.1));
  body += path(
    Array.from({ length: 9 }, (_, i) => d`M${i * 160 - 40} ${H}L${i * 160 + 40} ${FLOOR}`).join(""),
    "none",
    { stroke: P.ink, "stroke-width": 2, opacity: 0.08 },
  );
  // Arched windows: golden sky, sun, skyline; the clip keeps the city inside the arches.
  const arches = wins.map(([x, w]) => archPath(x, 70, w, 400)).join("");
  const view =
    rect(0, 0, W, FLOOR, P.saffronSoft) +
    circle(560, 300, 90, P.saffron) +
    circle(560, 300, 130, P.saffron, { opacity: 0.25 }) +
    skyline(60, 470, 900, 260, r.fork("far"), mix(P.saffron, P.saffronSoft, 0.4), null) +
    skyline(60, 470, 900, 180, r.fork("near"), P.teal, "#3c9a8c");
  body += g({ "clip-path": "url(#win)" }, view) + path(arches, "none", { stroke: P.cream, "stroke-width": 12 });
  body += wins.map(([x, w]) => rect(x + w / 2 - 4, 110, 8, 360, P.cream) + rect(x, 300, w, 8, P.cream)).join("");
  // Feature wall: lattice panel with the brand rosette.
  body +=
    rect(990, 60, 240, 430, P.teal, 6) +
    rect(990, 60, 240, 430, "url(#l)", 6, { opacity: 0.4 }) +
    rosette(1110, 200, 70, P.saffron, P.teal, P.coral);
  body += rect(1030, 330, 160, 8, P.cream, 4, { opacity: 0.8 }) + rect(1060, 350, 100, 6, P.mint, 3, { opacity: 0.7 });
  body += lamp(220, 60, 1.5, P.saffron) + lamp(520, 30, 1.5, P.coral) + lamp(820, 60, 1.5, P.saffron);
  // Desks, screens, team; lounge with sofa and plants on the right.
  body +=
    rect(40, 470, 900, 20, P.cream, 6) +
    rect(60, 490, 16, 90, P.ink) +
    rect(904, 490, 16, 90, P.ink) +
    rect(40, 490, 900, 10, P.ink, 0, { opacity: 0.2 });
  [170, 480, 790].forEach((x, i) => (body += monitor(x, 448, r.fork(`m${i}`))));
  body += rect(330, 440, 50, 30, P.coral, 4) + rect(620, 448, 14, 22, P.saffron, 3);
  // Seated close to the desk, so heads overlap the screens' lower edge.
  const tops = r.shuffle([P.coral, P.teal, P.saffron, P.inkSoft, "#7a5a8c"]);
  [200, 500, 760].forEach(
    (x, i) => (body += g({ transform: at(x, 600, 1.25) }, backView(r.fork(`p${i}`), tops[i] ?? P.teal))),
  );
  body +=
    rect(1010, 470, 230, 70, mix(P.coral, P.ink, 0.15), 18) +
    rect(1000, 520, 250, 70, P.coral, 18) +
    rect(1012, 585, 12, 30, P.ink) +
    rect(1226, 585, 12, 30, P.ink);
  body += circle(1050, 505, 22, P.saffron) + circle(1200, 505, 22, P.cream);
  body += plant(962, 600, 1.8, P.deepTeal);
  const clip = `<clipPath id="win"><path d="${arches}"/></clipPath>`;
  return svgDoc(req.width, req.height, W, H, P.deepTeal, body, [...decorDefs({ ...t, primary: P.teal }, 24), clip]);
}
