/**
 * Hero banners (1200x675). Category heroes reuse the scene recipe (scene.ts) with a wide
 * layout and a fixed tone per category, so the home-page slider alternates light and dark.
 * The brand banner is its own picture: the team at a table under a jali-latticed arch window
 * with the Dhaka skyline behind, and the six service icons floating above them.
 */
import type { Box } from "./compose.ts";
import { iconChip } from "./compose.ts";
import { bottomBand, decorDefs, sprinkle } from "./decor.ts";
import { archPath } from "./jamdani.ts";
import { iconById } from "./motifs/icons.ts";
import { categorySlugs, type CategorySlug } from "./motifs/index.ts";
import { P, theme, type Tone } from "./palette.ts";
import { rng } from "./random.ts";
import type { ArtRequest } from "./requests.ts";
import { renderScene, type SceneLayout } from "./scene.ts";
import { lamp, laptopBack, plant, seatedPerson, skyline } from "./scenery.ts";
import { circle, g, path, rect, stroke, svgDoc } from "./svg.ts";

const W = 1200;
const H = 675;

const heroLayout: SceneLayout = {
  w: W,
  h: H,
  floor: 600,
  boxes: [
    { x: 380, y: 130, w: 470, h: 470 } satisfies Box,
    { x: 60, y: 290, w: 330, h: 310 },
    { x: 860, y: 260, w: 290, h: 340 },
    { x: 80, y: 70, w: 260, h: 180 },
  ],
  chips: [
    [900, 140],
    [370, 120],
    [1140, 230],
    [620, 70],
  ],
  chipRadius: 34,
  edges: [
    [30, 30],
    [1170, 30],
    [600, 24],
    [30, 640],
    [1170, 640],
    [1160, 400],
    [40, 360],
  ],
};

/** Hero ids are the category slugs, except data, whose banner is called "data-management". */
const heroCategory: Record<string, CategorySlug> = { "data-management": "data-entry" };
const heroTone: Partial<Record<CategorySlug, Tone>> = {
  "software-development": "cream",
  "digital-marketing": "mint",
  "graphics-design": "saffron",
  "video-editing": "dark",
  "data-entry": "mint",
  "cyber-security": "dark",
};

export function renderHero(req: ArtRequest): string {
  const slug = heroCategory[req.id] ?? (categorySlugs as readonly string[]).find((s) => s === req.id);
  if (slug) return renderScene(req, slug as CategorySlug, heroLayout, heroTone[slug as CategorySlug]);
  return brandHero(req);
}

function brandHero(req: ArtRequest): string {
  const r = rng(req.src);
  const t = theme("cream", P.teal, P.saffron, P.coral);
  const arch = archPath(250, 36, 700, 470 - 36);
  let body = rect(0, 560, W, H - 560, P.mint);
  // Window: sky, sun, two skyline layers clipped to the arch, and the jali lattice over the glass.
  const view =
    path(arch, P.mint) +
    circle(760, 190, 70, P.saffron) +
    circle(760, 190, 96, P.saffron, { opacity: 0.18 }) +
    skyline(250, 470, 700, 230, r.fork("far"), "#a9d6cc", null) +
    skyline(250, 470, 700, 170, r.fork("near"), P.teal, "#2f8f82");
  body +=
    g({ "clip-path": "url(#w)" }, view) +
    path(arch, "url(#l)", { opacity: 0.35 }) +
    path(arch, "none", { stroke: P.deepTeal, "stroke-width": 14 });
  body += lamp(420, 70, 1.3, P.coral) + lamp(780, 40, 1.3, P.saffron);
  body += plant(160, 600, 2.2, P.coral) + plant(1050, 600, 2.6, P.deepTeal);
  // The team, then the table in front of them, then what is on the table.
  const seats = [
    [380, 1.2],
    [505, 1.25],
    [700, 1.25],
    [830, 1.2],
  ] as const;
  seats.forEach(([x, s], i) => (body += seatedPerson(x, 478, s, r.fork(`p${i}`))));
  body += rect(300, 470, 600, 22, P.deepTeal, 8) + rect(320, 492, 560, 14, P.ink, 0, { opacity: 0.35 });
  body +=
    rect(340, 492, 16, 110, P.ink) +
    rect(844, 492, 16, 110, P.ink) +
    rect(300, 600, 600, 8, P.ink, 4, { opacity: 0.15 });
  body += laptopBack(380, 474, 1.1, P.inkSoft) + laptopBack(830, 474, 1.1, P.ink);
  // Sketches on the table: two sheets with a curve and a rosette doodle, and a mug.
  body += g(
    { transform: "rotate(-6 560 462)" },
    rect(520, 448, 70, 24, P.white, 2),
    stroke("M528 466q10-14 20 0t20 0", P.coral, 2.5),
  );
  body += g(
    { transform: "rotate(5 660 462)" },
    rect(628, 450, 64, 22, P.white, 2),
    circle(645, 461, 6, "none", { stroke: P.teal, "stroke-width": 2 }),
    stroke("M658 456h24M658 466h16", t.line, 2.5),
  );
  body += rect(600, 452, 16, 18, P.saffron, 3) + stroke("M616 456q8 4 0 10", P.saffron, 3);
  // The six services, floating over the room like ideas around the table.
  const serviceIcons = ["code", "trend", "pen", "play", "database", "shield"];
  const spots = [
    [120, 260],
    [210, 140],
    [330, 84],
    [880, 84],
    [1000, 140],
    [1090, 260],
  ] as const;
  serviceIcons.forEach((id, i) => {
    const [x, y] = spots[i] as readonly [number, number];
    body += iconChip(iconById(id), x, y, 32, { ...t, accent: i % 2 ? P.saffron : P.coral }, i);
  });
  body +=
    bottomBand(W, H, t) +
    sprinkle(
      [
        [40, 420],
        [1160, 420],
        [600, 640],
        [250, 560],
        [950, 560],
      ],
      5,
      t,
      r,
    );
  const clip = `<clipPath id="w"><path d="${arch}"/></clipPath>`;
  return svgDoc(req.width, req.height, W, H, t.bg, body, [...decorDefs({ ...t, primary: P.deepTeal }, 26), clip]);
}
