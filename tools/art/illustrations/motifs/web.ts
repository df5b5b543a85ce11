/** Web pages and search: page mock-ups, search results, maps, listings, articles, email. */
import { P } from "../palette.ts";
import { circle, d, path, poly, rect, stroke } from "../svg.ts";
import { bars, browser, button, picture, pillSet, shadow } from "../ui.ts";
import { motif, type Motif } from "./types.ts";

const star = (x: number, y: number, r: number, fill: string): string => {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  return poly(pts, fill);
};
export const stars = (x: number, y: number, r: number, n: number, fill: string, off = "#cfd3d5"): string =>
  [0, 1, 2, 3, 4].map((i) => star(x + i * r * 2.3, y, r, i < n ? fill : off)).join("");

const webpage = motif(
  "webpage",
  210,
  150,
  /web ?pages?|websites?\b|page structure|home ?page|landing page|brand page|web application|blog article|application window/,
  (t, r) => {
    const pills = pillSet();
    let s = browser(210, 150, t) + rect(12, 28, 186, 12, t.soft, 3);
    pills.add(16, 31, 18, 6, t.primary);
    for (const x of [140, 160, 180]) pills.add(x, 32, 12, 4, t.line);
    const hi = r.int(0, 2);
    if (hi === 0) s += rect(10, 48, 112, 18, t.accent, 4, { opacity: 0.3 });
    pills.add(14, 52, r.int(80, 100), 9, t.ink);
    [104, 96, 70].forEach((w, i) => pills.add(14, 74 + i * 8, w, 4, t.line));
    pills.add(14, 100, 36, 4, t.accent);
    pills.add(56, 100, 30, 4, t.primary);
    s += pills.svg();
    s += picture(134, 48, 64, 58, t.soft, t.primary, t.accent);
    return (
      s +
      [0, 1, 2]
        .map((i) =>
          rect(
            12 + i * 64,
            114,
            58,
            28,
            hi === 1 && i === 1 ? t.accent : t.soft,
            4,
            hi === 1 && i === 1 ? { opacity: 0.35 } : {},
          ),
        )
        .join("")
    );
  },
);

const serp = motif(
  "serp",
  210,
  150,
  /search results?|sponsored listing|sponsored text|results page|search carousel|ranking/,
  (t, r) => {
    let s =
      browser(210, 150, t) +
      rect(14, 28, 150, 16, t.panel, 8, { stroke: t.line, "stroke-width": 1.5 }) +
      circle(150, 36, 4, "none", { stroke: t.primary, "stroke-width": 2 });
    s += bars(24, 34, [r.int(50, 80)], t.ink, 4);
    const top = r.int(0, 1);
    const pills = pillSet();
    for (let i = 0; i < 3; i++) {
      const y = 54 + i * 31;
      if (i === top) s += rect(8, y - 5, 194, 30, t.accent, 5, { opacity: 0.22 }) + rect(14, y, 16, 7, t.accent, 2);
      pills.add(i === top ? 34 : 14, y, r.int(70, 110), 6, t.primary);
      pills.add(14, y + 11, r.int(130, 170), 3.5, t.line);
      pills.add(14, y + 18, r.int(90, 140), 3.5, t.line);
    }
    s += pills.svg();
    return (
      s +
      path("M186 100V66M178 74L186 64L194 74", "none", {
        stroke: t.accent,
        "stroke-width": 4,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      })
    );
  },
);

const searchBar = motif("searchbar", 200, 110, /search bar|keyword cards?|keywords/, (t, r) => {
  let s =
    shadow(0, 0, 200, 34, 17) +
    rect(0, 0, 200, 34, t.panel, 17) +
    circle(22, 17, 7, "none", { stroke: t.primary, "stroke-width": 3 }) +
    stroke("M27 22l6 6", t.primary, 3);
  s += rect(40, 14, 90, 6, t.ink, 3) + rect(132, 11, 2, 12, t.accent);
  const cols = [t.primary, t.accent, t.third];
  for (let i = 0; i < 6; i++) {
    const x = (i % 3) * 68;
    const y = 48 + Math.floor(i / 3) * 32;
    s +=
      rect(x, y, 62, 24, t.panel, 6) +
      rect(x, y, 6, 24, cols[i % 3] ?? t.primary, 3) +
      rect(x + 12, y + 9, r.int(24, 42), 6, t.line, 3);
  }
  return s;
});

const cityMap = motif("map", 210, 140, /city map|\bmaps?\b|location pins?|map pin/, (t, r) => {
  let s = shadow(0, 0, 210, 140, 6) + poly([0, 6, 70, 0, 140, 6, 210, 0, 210, 134, 140, 140, 70, 134, 0, 140], P.mint);
  s += poly([70, 0, 140, 6, 140, 140, 70, 134], P.ink, { opacity: 0.06 });
  s += stroke("M0 96C50 80 80 120 130 96S190 60 210 70", P.teal, 10, { opacity: 0.45 });
  s += stroke("M20 0L60 140M0 40H210M120 0L150 140M0 118L210 104", P.white, 5);
  for (let i = 0; i < 3; i++) {
    const x = 40 + i * 62 + r.int(-10, 10);
    const y = 40 + r.int(0, 40);
    s +=
      path(d`M${x} ${y}c-10-12-14-16-14-24a14 14 0 0 1 28 0c0 8-4 12-14 24z`, i === 1 ? t.accent : P.coral) +
      circle(x, y - 24, 5, P.cream);
  }
  return s;
});

const listing = motif(
  "listing",
  180,
  130,
  /business listing|listing card|profile card|opening hours|store listing/,
  (t, r) => {
    let s =
      shadow(0, 0, 180, 130, 10) +
      rect(0, 0, 180, 130, t.panel, 10) +
      picture(12, 12, 60, 52, t.soft, t.primary, t.accent);
    s += bars(82, 16, [70, 50], t.ink, 6, 12) + stars(86, 50, 5, r.int(4, 5), P.saffron);
    s +=
      circle(20, 82, 6, t.primary) +
      bars(32, 79, [90], t.line, 5) +
      circle(20, 102, 6, t.third) +
      bars(32, 99, [70], t.line, 5);
    return s + button(112, 100, 56, 18, t.accent);
  },
);

const articles = motif("articles", 180, 140, /news articles|\barticles?\b|press|blog posts?/, (t, _r) => {
  let s = "";
  [
    [0, 24, -6],
    [60, 0, 0],
    [110, 30, 6],
  ].forEach(([x, y, rot], i) => {
    const body =
      shadow(0, 0, 70, 96, 6) +
      rect(0, 0, 70, 96, t.panel, 6) +
      picture(8, 8, 54, 34, t.soft, i === 1 ? t.accent : t.primary, t.third) +
      bars(8, 50, [54, 40, 48, 30], t.line, 4, 9);
    s += `<g transform="translate(${x ?? 0} ${y ?? 0}) rotate(${rot ?? 0} 35 48)">${body}</g>`;
  });
  return s;
});

const redirect = motif("redirect", 220, 120, /old website|to a new one|redirect|site migration/, (t) => {
  const page = (x: number, c: string, o: number): string =>
    shadow(x, 10, 80, 100, 6) +
    rect(x, 10, 80, 100, t.panel, 6, { opacity: o }) +
    rect(x + 8, 20, 64, 20, c, 3) +
    bars(x + 8, 50, [60, 44, 52, 36], t.line, 4, 10);
  return (
    page(0, P.inkSoft, 0.7) +
    page(140, t.primary, 1) +
    stroke("M90 44H124M112 32L126 44L112 56M90 78H124M112 66L126 78L112 90", t.accent, 5)
  );
});

const banners = motif("banners", 220, 140, /banner adverts?|display ads?|several websites/, (t) => {
  let s = "";
  [
    [0, 0],
    [0, 74],
    [130, 30],
  ].forEach(([x, y], i) => {
    s +=
      shadow(x ?? 0, y ?? 0, 86, 62, 6) +
      rect(x ?? 0, y ?? 0, 86, 62, t.panel, 6) +
      bars((x ?? 0) + 8, (y ?? 0) + 10, [40, 30], t.line, 4, 8);
    s += rect(
      (x ?? 0) + (i === 2 ? 8 : 54),
      (y ?? 0) + (i === 2 ? 30 : 8),
      i === 2 ? 70 : 24,
      i === 2 ? 22 : 46,
      i === 1 ? t.third : t.accent,
      3,
    );
  });
  return s + stroke("M90 30L124 46M90 104L124 78", t.primary, 3, { "stroke-dasharray": "3 5" });
});

const monitor = motif("monitor", 200, 170, /desktop computer|monitor|desktop screen|computer screen/, (t, r) => {
  let s = shadow(0, 0, 200, 130, 10) + rect(0, 0, 200, 130, P.ink, 10) + rect(8, 8, 184, 108, t.panel, 4);
  s +=
    rect(8, 8, 184, 14, t.soft) +
    circle(16, 15, 3, t.primary) +
    bars(20, 32, [r.int(80, 120)], t.ink, 8) +
    bars(20, 48, [150, 120, 140], t.line, 4, 9);
  s +=
    rect(20, 80, 50, 26, t.accent, 4, { opacity: 0.85 }) +
    rect(76, 80, 50, 26, t.soft, 4) +
    rect(132, 80, 50, 26, t.soft, 4);
  return s + path("M84 130H116L122 158H78Z", P.inkSoft) + rect(60, 156, 80, 10, P.ink, 5);
});

const productPage = motif(
  "productpage",
  210,
  150,
  /product photo|size chart|product page|specification table|product description/,
  (t, r) => {
    let s = browser(210, 150, t) + rect(12, 28, 90, 110, t.soft, 5);
    s +=
      path("M38 50L50 44H64L76 50L86 64L76 70V118H38V70L28 64Z", r.pick([t.primary, t.accent, t.third])) +
      path("M50 44Q57 54 64 44", "none", { stroke: P.cream, "stroke-width": 2 });
    s +=
      bars(112, 30, [80, 56], t.ink, 7, 12) +
      rect(112, 56, 36, 8, t.accent, 2) +
      bars(112, 72, [86, 80, 60], t.line, 4, 8);
    for (let i = 0; i < 8; i++)
      s += rect(112 + (i % 4) * 22, 100 + Math.floor(i / 4) * 14, 20, 12, i < 4 ? t.primary : t.soft, 2, {
        opacity: i < 4 ? 0.8 : 1,
      });
    return s;
  },
);

const envelope = motif(
  "envelope",
  170,
  150,
  /envelope|newsletter|email campaign/,
  (t) =>
    path("M10 70L85 20L160 70V140H10Z", P.inkSoft) +
    shadow(30, 10, 110, 100, 4) +
    rect(30, 10, 110, 100, t.panel, 4) +
    rect(40, 20, 90, 26, t.primary, 3) +
    circle(85, 33, 7, t.accent) +
    bars(40, 54, [90, 70], t.line, 4, 8) +
    rect(40, 74, 42, 26, t.soft, 3) +
    rect(88, 74, 42, 26, t.soft, 3) +
    path("M10 70L85 118L160 70V144Q160 150 154 150H16Q10 150 10 144Z", t.accent) +
    path("M10 150L72 106M160 150L98 106", "none", { stroke: P.ink, "stroke-width": 2, opacity: 0.15 }),
);

const notebook = motif("notebook", 170, 120, /notebook|notepad/, (t) => {
  let s =
    shadow(0, 6, 170, 110, 6) +
    path("M0 6Q40 0 84 12V120Q40 108 0 114Z", t.panel) +
    path("M170 6Q130 0 86 12V120Q130 108 170 114Z", t.panel);
  s += rect(83, 10, 4, 112, t.primary);
  for (let i = 0; i < 6; i++) s += rect(12, 26 + i * 14, 60, 1.5, t.line) + rect(98, 26 + i * 14, 60, 1.5, t.line);
  return s + stroke("M100 40q8-10 16 0t16 0 16 0", t.accent, 2.5) + stroke("M14 40h40M14 54h30", P.inkSoft, 2.5);
});

const pen = motif(
  "pen",
  80,
  170,
  /\bpen\b|stylus|writing/,
  (t) =>
    path("M28 0H52V96H28Z", t.primary) +
    rect(28, 0, 24, 14, P.ink, 4) +
    rect(46, 10, 4, 40, P.saffron, 2) +
    path("M28 96H52L48 120H32Z", P.inkSoft) +
    path("M32 120H48L40 150Z", P.saffron) +
    circle(40, 132, 2.5, P.ink) +
    stroke("M40 150V158", P.ink, 2),
);

export const webMotifs: Motif[] = [
  webpage,
  serp,
  searchBar,
  cityMap,
  listing,
  articles,
  redirect,
  banners,
  monitor,
  productPage,
  envelope,
  notebook,
  pen,
];
