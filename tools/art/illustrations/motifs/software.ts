/** Software development: browser and device frames holding code, dashboards and app screens. */
import { P } from "../palette.ts";
import { circle, d, g, path, rect, stroke } from "../svg.ts";
import { bars, browser, button, phone, picture, pillSet, shadow } from "../ui.ts";
import { motif, type Motif } from "./types.ts";

const code = motif("code", 220, 150, /code editor|code file|source code|\bcode\b|editor window|programming/, (t, r) => {
  const pills = pillSet();
  const indents = [0, 1, 2, 2, 1, 2, 1, 0];
  indents.forEach((ind, i) => {
    const y = 31 + i * 13;
    pills.add(9, y, 9, 4, t.line);
    let x = 34 + ind * 12;
    const segs = r.int(1, 3);
    for (let k = 0; k < segs; k++) {
      const w = r.int(14, 44);
      if (x + w > 206) break;
      pills.add(x, y, w, 5, k === 0 ? t.primary : k === 1 ? t.accent : t.line);
      x += w + 5;
    }
  });
  return (
    browser(220, 150, t) +
    rect(0, 20, 26, 120, t.soft, 0, { opacity: 0.7 }) +
    pills.svg() +
    rect(r.int(110, 170), 82, 2.5, 10, t.accent)
  );
});

const dashboard = motif("dashboard", 230, 150, /dashboard|admin panel|data table|stock report|analytics/, (t, r) => {
  const pills = pillSet();
  let s = browser(230, 150, t) + path(d`M0 20H46V150H10Q0 150 0 140Z`, t.primary);
  s += bars(9, 32, [26, 20, 24, 16], P.cream, 4, 12);
  [54, 111, 168].forEach((x, i) => {
    s += rect(x, 28, 52, 32, t.soft, 5);
    pills.add(x + 7, 36, r.int(18, 30), 6, i === 1 ? t.accent : t.primary);
    pills.add(x + 7, 48, 34, 4, t.line);
  });
  s +=
    rect(54, 68, 104, 72, t.soft, 5) +
    rect(166, 68, 54, 72, t.soft, 5) +
    rect(166, 68, 54, 12, t.third, 0, { opacity: 0.35 });
  for (let i = 0; i < 7; i++) {
    const h = r.int(14, 48);
    pills.addV(62 + i * 13, 132 - h, 8, h, i === 4 ? t.accent : t.primary);
  }
  for (let i = 0; i < 5; i++) pills.add(172, 86 + i * 10, r.int(22, 40), 4, t.line);
  return s + pills.svg();
});

const phoneApp = motif(
  "phone",
  100,
  180,
  /\bphones?\b|smartphones?|mobile app|app screen|iphone|android|app home/,
  (t, r) => {
    const pills = pillSet();
    let s = phone(100, 180, t) + rect(5, 18, 90, 38, t.primary) + circle(22, 37, 9, P.cream, { opacity: 0.9 });
    s += bars(37, 31, [40, 26], P.cream, 4, 9);
    for (let i = 0; i < 3; i++) {
      const y = 64 + i * 28;
      s += rect(11, y, 78, 22, t.soft, 5) + rect(16, y + 5, 12, 12, i === r.int(0, 2) ? t.accent : t.third, 3);
      pills.add(33, y + 6, r.int(26, 48), 4, t.line);
      pills.add(33, y + 13, r.int(16, 30), 4, t.line);
    }
    s += pills.svg();
    s += circle(78, 146, 9, t.accent) + path(d`M74 146H82M78 142V150`, "none", { stroke: P.cream, "stroke-width": 2 });
    return (
      s +
      rect(5, 160, 90, 15, t.soft) +
      bars(18, 166, [10], t.primary, 4) +
      bars(45, 166, [10], t.line, 4) +
      bars(72, 166, [10], t.line, 4)
    );
  },
);

/** Two phones side by side (Android and iPhone): same app, two frames, slightly overlapped. */
const phonePair = motif(
  "phonepair",
  180,
  190,
  /two smartphones|two phones|android phone and an iphone|android and ios/,
  (t, r) => {
    const second = { ...t, primary: t.third === P.coral ? t.primary : t.third };
    return (
      g({ transform: "translate(0 10) rotate(-4 50 90)" }, phoneApp.draw(t, r.fork("a"))) +
      g({ transform: "translate(80 0) rotate(4 50 90)" }, phoneApp.draw(second, r.fork("b")))
    );
  },
);

const laptop = motif("laptop", 240, 160, /laptop|notebook computer/, (t, r) => {
  let s = shadow(20, 0, 200, 136, 8) + rect(20, 0, 200, 136, P.ink, 9) + rect(27, 7, 186, 120, t.panel, 4);
  s +=
    rect(27, 7, 186, 14, t.soft) +
    circle(36, 14, 3, t.primary) +
    rect(150, 12, 12, 4, t.line, 2) +
    rect(168, 12, 12, 4, t.line, 2) +
    rect(186, 12, 18, 4, t.accent, 2);
  s += bars(37, 33, [r.int(60, 80), r.int(40, 64)], t.ink, 7, 12) + bars(37, 60, [70, 56], t.line, 4, 8);
  s += button(37, 80, 40, 12, t.accent) + picture(128, 30, 74, 60, t.soft, t.primary, t.accent);
  s += [0, 1, 2].map((i) => rect(37 + i * 58, 100, 50, 20, t.soft, 3)).join("");
  return s + path("M0 136H240L228 150H12Z", P.inkSoft) + rect(96, 136, 48, 4, P.ink, 2);
});

const terminal = motif("terminal", 210, 130, /terminal|command line|devops|deploy|ci\/cd/, (t, r) => {
  let s = shadow(0, 0, 210, 130, 10) + rect(0, 0, 210, 130, P.ink, 10);
  s += circle(12, 11, 3.2, P.coral) + circle(22, 11, 3.2, P.saffron) + circle(32, 11, 3.2, P.teal);
  for (let i = 0; i < 6; i++) {
    const y = 30 + i * 15;
    s += stroke(d`M12 ${y}l5 4-5 4`, t.accent === P.saffron ? P.saffron : P.mint, 2);
    s += rect(24, y + 2, r.int(30, 90), 4.5, i % 3 === 2 ? P.saffron : P.mint, 2, { opacity: i % 2 ? 0.55 : 0.9 });
  }
  return s + rect(24, 112, 8, 10, t.accent);
});

const hub = motif("hub", 230, 150, /\bhub\b|connected by lines|\bapi\b|integrations?|microservice|webhook/, (t, _r) => {
  const cx = 115;
  const cy = 75;
  const nodes = [
    [28, 30],
    [28, 120],
    [202, 30],
    [202, 120],
    [115, 14],
    [115, 136],
  ] as const;
  let lines = "";
  let s = "";
  nodes.forEach(([x, y], i) => {
    lines += d`M${cx} ${cy}L${x} ${y}`;
    const fill = [t.primary, t.accent, t.third, t.primary, t.accent, t.third][i] ?? t.primary;
    s +=
      shadow(x - 17, y - 14, 34, 28, 8) +
      rect(x - 17, y - 14, 34, 28, t.panel, 8) +
      rect(x - 10, y - 7, 14, 14, fill, 4);
    s += rect(x + 6, y - 5, 6, 3, t.line, 1.5) + rect(x + 6, y + 1, 5, 3, t.line, 1.5);
  });
  s = path(lines, "none", { stroke: P.inkSoft, "stroke-width": 2, "stroke-dasharray": "4 4" }) + s;
  s += circle(cx, cy, 27, t.primary) + circle(cx, cy, 19, P.cream, { opacity: 0.2 });
  return s + stroke(d`M${cx - 5} ${cy - 9}l-7 9 7 9M${cx + 5} ${cy - 9}l7 9-7 9`, P.cream, 3);
});

const server = motif("server", 120, 160, /servers?\b|racks?\b|back-?end|laravel|php|node\.?js/, (t, r) => {
  let s = shadow(0, 0, 120, 160, 8);
  for (let i = 0; i < 3; i++) {
    const y = i * 54;
    s += rect(0, y, 120, 50, i === 1 ? t.primary : P.ink, 8);
    for (let k = 0; k < 3; k++) s += rect(14, y + 12 + k * 10, 54, 4, P.cream, 2, { opacity: 0.35 });
    s += circle(86, y + 25, 4, r.pick([P.mint, P.saffron])) + circle(100, y + 25, 4, i === 2 ? P.coral : P.mint);
  }
  return s;
});

const components = motif(
  "components",
  220,
  150,
  /components?|wireframe|page layout|layout|blocks|content editor|snapping|front-?end|react/,
  (t, _r) => {
    let s = browser(220, 150, t) + rect(12, 30, 196, 16, t.soft, 4) + rect(18, 35, 24, 6, t.primary, 3);
    s += rect(12, 54, 120, 40, t.soft, 4) + bars(20, 62, [80, 60], t.ink, 6, 11) + button(20, 80, 36, 10, t.accent);
    s += rect(140, 54, 68, 40, t.primary, 4, { opacity: 0.85 });
    s +=
      rect(12, 102, 60, 36, t.soft, 4) +
      rect(80, 102, 60, 36, "none", 4, { stroke: t.primary, "stroke-width": 1.5, "stroke-dasharray": "4 3" });
    s += shadow(92, 112, 60, 36, 4) + rect(92, 112, 60, 36, t.panel, 4, { stroke: t.accent, "stroke-width": 2 });
    s += bars(100, 120, [40, 28, 34], t.line, 4, 8) + rect(148, 102, 60, 36, t.soft, 4);
    return s + path("M150 140l0 16 4.5-4.5 4 8 3-1.5-4-7.5h6z", P.ink, { stroke: P.cream, "stroke-width": 1 });
  },
);

export const softwareMotifs: Motif[] = [
  code,
  dashboard,
  phoneApp,
  phonePair,
  laptop,
  terminal,
  hub,
  server,
  components,
];
