/** Digital marketing: charts, megaphone, funnel, target, coins and campaign boards. */
import { P } from "../palette.ts";
import { circle, d, el, g, path, poly, rect, stroke } from "../svg.ts";
import { bars, checkBadge, shadow } from "../ui.ts";
import { motif, type Motif } from "./types.ts";

const megaphone = motif(
  "megaphone",
  180,
  130,
  /megaphone|loudspeaker|announcement/,
  (t) =>
    stroke("M142 40q14 25 0 50M154 28q22 37 0 74M166 16q30 49 0 98", t.accent, 5) +
    path("M52 80L66 122H84L76 80Z", P.inkSoft) +
    rect(14, 44, 40, 42, P.ink, 8) +
    path("M48 44L126 8Q134 4 134 14V116Q134 126 126 122L48 86Z", t.primary) +
    path("M48 65L134 65V116Q134 126 126 122L48 86Z", P.ink, { opacity: 0.12 }) +
    rect(124, 10, 14, 110, t.panel, 7) +
    rect(0, 54, 18, 22, t.accent, 5),
);

const lineChart = motif(
  "linechart",
  200,
  130,
  /line chart|traffic graph|growth arrow|results chart|analytics chart|sales chart|upward|rising line|\bgraph\b/,
  (t, r) => {
    const pts = [0, 1, 2, 3, 4, 5].map((i) => [24 + i * 32, 104 - i * 13 - r.int(0, 14) + (i === 2 ? 14 : 0)] as const);
    const line = "M" + pts.map(([x, y]) => d`${x} ${y}`).join("L");
    let s = shadow(0, 0, 200, 130, 10) + rect(0, 0, 200, 130, t.panel, 10);
    for (let i = 0; i < 4; i++) s += rect(18, 30 + i * 24, 170, 1.2, t.line);
    s += path(line + d`L${184} 114L24 114Z`, t.primary, { opacity: 0.14 }) + stroke(line, t.primary, 4);
    const [lx, ly] = pts[5] ?? [184, 40];
    return (
      s +
      stroke(d`M${lx - 12} ${ly - 3}L${lx + 2} ${ly - 2}L${lx} ${ly + 12}`, t.accent, 4) +
      circle(pts[3]?.[0] ?? 0, pts[3]?.[1] ?? 0, 5, t.accent) +
      bars(14, 10, [40], t.ink, 5)
    );
  },
);

const magnifier = motif(
  "magnifier",
  130,
  130,
  /magnifying glass|magnifier|inspect/,
  (t) =>
    path("M78 84L88 74L126 112Q128 122 118 124Z", P.ink) +
    circle(52, 52, 48, P.ink) +
    circle(52, 52, 38, P.mint) +
    path("M30 36a28 28 0 0 1 22-14", "none", {
      stroke: P.white,
      "stroke-width": 6,
      "stroke-linecap": "round",
      opacity: 0.8,
    }) +
    rect(36, 48, 34, 5, t.primary, 2.5) +
    rect(36, 58, 24, 5, t.line, 2.5),
);

const funnel = motif("funnel", 160, 160, /funnel|narrowing|conversion path/, (t) => {
  const layers = [t.primary, t.accent, t.third, P.ink];
  let s = "";
  layers.forEach((c, i) => {
    const y = 20 + i * 30;
    const w0 = 150 - i * 30;
    const w1 = 150 - (i + 1) * 30;
    s += poly([80 - w0 / 2, y, 80 + w0 / 2, y, 80 + w1 / 2, y + 26, 80 - w1 / 2, y + 26], c);
  });
  return (
    [30, 60, 100, 128].map((x, i) => circle(x, 8 - (i % 2) * 4, 5, i % 2 ? t.accent : t.primary)).join("") +
    s +
    circle(80, 148, 8, P.saffron) +
    rect(77, 144, 6, 8, P.coralDark, 1, { opacity: 0.5 })
  );
});

const pie = motif(
  "piechart",
  130,
  130,
  /pie chart|donut chart|market share/,
  (t) =>
    circle(65, 65, 56, t.primary) +
    path("M65 65V9A56 56 0 0 1 119 79Z", t.accent) +
    path("M65 65L119 79A56 56 0 0 1 82 118Z", t.third) +
    circle(65, 65, 26, t.panel),
);

const barChart = motif("barchart", 170, 130, /bar charts?|key figures|\breport\b|statistics/, (t, r) => {
  let s = shadow(0, 0, 170, 130, 10) + rect(0, 0, 170, 130, t.panel, 10) + bars(14, 12, [50, 30], t.line, 5, 9);
  for (let i = 0; i < 6; i++) {
    const h = 24 + i * 9 + r.int(-6, 10);
    s += rect(18 + i * 24, 116 - h, 15, h, i === 5 ? t.accent : i % 2 ? t.third : t.primary, 3);
  }
  return s;
});

const target = motif(
  "target",
  150,
  150,
  /target|bullseye|audience|goals?\b/,
  (t) =>
    circle(70, 80, 66, t.primary) +
    circle(70, 80, 50, t.panel) +
    circle(70, 80, 34, t.primary) +
    circle(70, 80, 18, t.panel) +
    circle(70, 80, 8, t.accent) +
    stroke("M72 78L136 14", P.ink, 4) +
    path("M136 14L124 12L122 24L134 26Z", t.accent) +
    path("M140 10L144 0L150 8L138 18Z", t.accent),
);

const coins = motif("coins", 130, 120, /coins?\b|money|budget|\bpipe\b|spend/, (_t) => {
  let s =
    rect(0, 6, 70, 22, P.inkSoft, 4) +
    rect(62, 0, 14, 34, P.ink, 3) +
    circle(84, 50, 6, P.saffron) +
    circle(80, 72, 5, P.saffron);
  for (let i = 0; i < 5; i++)
    s += el("ellipse", { cx: 96, cy: 112 - i * 9, rx: 26, ry: 8, fill: i % 2 ? P.saffron : "#e29530" });
  return (
    s +
    el("ellipse", { cx: 96, cy: 76, rx: 26, ry: 8, fill: P.saffron }) +
    el("ellipse", { cx: 96, cy: 76, rx: 14, ry: 4, fill: "#e29530" })
  );
});

const board = motif("board", 220, 150, /campaign board|pinned|notice board|cork/, (t, r) => {
  let s = shadow(0, 0, 220, 150, 8) + rect(0, 0, 220, 150, "#d9a066", 8) + rect(8, 8, 204, 134, "#e8b77c", 4);
  const cards: [number, number, number, number, string][] = [
    [18, 18, 56, 70, t.panel],
    [84, 22, 60, 48, t.primary],
    [154, 16, 50, 58, P.saffronSoft],
    [20, 98, 50, 36, P.saffronSoft],
  ];
  cards.forEach(([x, y, w, h, c], i) => {
    s += rect(x + 2, y + 3, w, h, P.ink, 2, { opacity: 0.15 }) + rect(x, y, w, h, c, 2);
    s +=
      i === 0
        ? rect(x + 6, y + 6, w - 12, 30, t.third, 2) + bars(x + 6, y + 44, [w - 16, w - 26], t.line, 4, 8)
        : bars(x + 6, y + 10, [w - 14, w - 22, w - 18].slice(0, h > 40 ? 3 : 2), i === 1 ? P.cream : P.inkSoft, 4, 9);
    s += circle(x + w / 2, y + 3, 3.5, i % 2 ? P.coral : P.teal);
  });
  s +=
    rect(84, 80, 120, 56, t.panel, 2) +
    stroke(d`M92 126L112 ${110 - r.int(0, 8)}L132 116L152 98L172 104L196 88`, t.accent, 3);
  return s + circle(144, 80, 3.5, P.coral);
});

const checklist = motif("checklist", 120, 156, /checklist|check-?list|audit list|to-?do/, (t) => {
  let s =
    shadow(0, 8, 120, 148, 8) +
    rect(0, 8, 120, 148, t.primary, 8) +
    rect(8, 18, 104, 130, t.panel, 4) +
    rect(36, 0, 48, 18, P.ink, 5);
  for (let i = 0; i < 4; i++) {
    const y = 36 + i * 27;
    s +=
      i < 3
        ? checkBadge(26, y + 6, 8, i === 2 ? t.accent : t.third)
        : rect(18, y - 2, 16, 16, "none", 4, { stroke: t.line, "stroke-width": 2 });
    s += rect(42, y + 3, i % 2 ? 48 : 58, 6, t.line, 3);
  }
  return s;
});

const abTest = motif("abtest", 220, 130, /two versions|compared side by side|a\/b test|split test/, (t) => {
  let s = "";
  [0, 116].forEach((x, i) => {
    s +=
      shadow(x, 10, 104, 120, 8) +
      rect(x, 10, 104, 120, t.panel, 8) +
      rect(x + 10, 22, 84, 44, i ? t.accent : t.soft, 4);
    s += bars(x + 10, 76, i ? [80, 56] : [64, 76], t.ink, 6, 11) + bars(x + 10, 102, [70, 50], t.line, 4, 8);
  });
  return (
    s +
    checkBadge(206, 14, 14, t.primary) +
    circle(110, 70, 13, P.ink) +
    stroke("M104 70h12M112 65l5 5-5 5", P.cream, 2.5)
  );
});

const priceTag = motif("pricetag", 110, 90, /discount tag|price tags?|sale tag|\btags?\b/, (t) =>
  g(
    { transform: "rotate(-18 55 45)" },
    path("M34 14H98Q106 14 106 22V68Q106 76 98 76H34L6 45Z", P.ink, { opacity: 0.13, transform: "translate(4 5)" }),
    path("M34 14H98Q106 14 106 22V68Q106 76 98 76H34L6 45Z", t.accent),
    circle(28, 45, 6, t.panel),
    stroke("M56 60L80 30", P.cream, 4),
    circle(56, 34, 5, "none", { stroke: P.cream, "stroke-width": 3.5 }),
    circle(80, 56, 5, "none", { stroke: P.cream, "stroke-width": 3.5 }),
  ),
);

const download = motif(
  "download",
  120,
  140,
  /download arrows?|downloads|installs/,
  (t) =>
    [20, 60, 100]
      .map((x, i) =>
        stroke(
          d`M${x} ${10 + i * 12}V${70 + (i % 2) * 20}M${x - 14} ${56 + (i % 2) * 20}L${x} ${70 + (i % 2) * 20}L${x + 14} ${56 + (i % 2) * 20}`,
          i === 1 ? t.accent : t.primary,
          8,
        ),
      )
      .join("") + rect(10, 108, 100, 14, t.primary, 7),
);

const flowchart = motif("flowchart", 230, 140, /flowchart|triggered|automation|workflow/, (t) => {
  let s = stroke("M58 30H86M144 30H172M115 48V70M90 92H37V98M140 92H197V98", P.inkSoft, 2.5, {
    "stroke-dasharray": "2 5",
  });
  const box = (x: number, y: number, c: string): string =>
    shadow(x, y, 58, 36, 8) +
    rect(x, y, 58, 36, c, 8) +
    g({ opacity: 0.8 }, bars(x + 10, y + 11, [38, 24], P.cream, 5, 9));
  s +=
    box(0, 12, t.third) +
    box(86, 12, t.primary) +
    box(172, 12, t.primary) +
    box(8, 98, t.accent) +
    box(168, 98, t.third);
  return s + poly([115, 70, 140, 92, 115, 114, 90, 92], P.saffron) + circle(115, 92, 6, P.ink);
});

const heatmap = motif("heatmap", 210, 150, /heat-?map|checkout page|click map/, (t) => {
  let s =
    shadow(0, 0, 210, 150, 10) +
    rect(0, 0, 210, 150, t.panel, 10) +
    rect(14, 14, 110, 60, t.soft, 4) +
    bars(136, 18, [60, 44, 52], t.line, 5, 12);
  s +=
    rect(136, 60, 60, 16, t.primary, 8) +
    bars(14, 90, [180, 150, 170], t.line, 5, 12) +
    rect(14, 128, 80, 14, t.soft, 4);
  for (const [x, y, rr] of [
    [166, 68, 28],
    [60, 44, 24],
    [54, 134, 18],
  ] as const) {
    s +=
      circle(x, y, rr, P.saffron, { opacity: 0.35 }) +
      circle(x, y, rr * 0.6, P.coral, { opacity: 0.45 }) +
      circle(x, y, rr * 0.25, P.coralDark, { opacity: 0.6 });
  }
  return s;
});

export const marketingMotifs: Motif[] = [
  megaphone,
  lineChart,
  magnifier,
  funnel,
  pie,
  barChart,
  target,
  coins,
  board,
  checklist,
  abTest,
  priceTag,
  download,
  flowchart,
  heatmap,
];
