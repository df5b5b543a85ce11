/** Data entry and management: spreadsheets, paper forms, document stacks, folders, databases. */
import { P } from "../palette.ts";
import { circle, d, el, path, rect, stroke } from "../svg.ts";
import { bars, button, checkBadge, dashes, pillSet, shadow } from "../ui.ts";
import { motif, type Motif } from "./types.ts";

const spreadsheet = motif(
  "spreadsheet",
  220,
  150,
  /spreadsheet|table rows|database tables|data table|neat rows|\brows\b|excel/,
  (t, r) => {
    let s =
      shadow(0, 0, 220, 150, 8) +
      rect(0, 0, 220, 150, t.panel, 8) +
      path("M0 30V8Q0 0 8 0H212Q220 0 220 8V30Z", t.primary);
    s += rect(10, 8, 60, 14, P.cream, 3, { opacity: 0.25 }) + rect(0, 30, 30, 120, t.soft);
    const hiRow = r.int(1, 4);
    const pills = pillSet();
    for (let row = 0; row < 5; row++) {
      const y = 30 + row * 24;
      if (row === hiRow) s += rect(30, y, 190, 24, t.accent, 0, { opacity: 0.25 });
      pills.add(10, y + 10, 10, 4, t.line);
      for (let col = 0; col < 4; col++)
        pills.add(38 + col * 46, y + 10, r.int(16, 34), 4.5, row === 0 ? t.ink : t.line);
    }
    s += pills.svg();
    let grid = "";
    for (let col = 0; col <= 4; col++) grid += d`M${30 + col * 47.5} 30V150`;
    for (let row = 1; row < 5; row++) grid += d`M0 ${30 + row * 24}H220`;
    return (
      s +
      path(grid, "none", { stroke: t.line, "stroke-width": 1 }) +
      rect(124, 30 + hiRow * 24, 48, 24, "none", 0, { stroke: t.accent, "stroke-width": 2.5 })
    );
  },
);

const paperForm = motif("paperform", 130, 160, /paper forms?|\bforms?\b|booking form|application form/, (t, r) => {
  let s = shadow(0, 0, 130, 160, 6) + rect(0, 0, 130, 160, t.panel, 6) + rect(14, 14, 60, 8, t.ink, 4);
  for (let i = 0; i < 3; i++) {
    const y = 34 + i * 28;
    s +=
      rect(14, y, 40, 4, t.line, 2) +
      rect(14, y + 8, 102, 14, t.soft, 4) +
      rect(20, y + 13, r.int(30, 70), 4, t.primary, 2);
  }
  s += checkBadge(21, 128, 7, t.third) + rect(32, 126, 40, 4, t.line, 2);
  return s + button(76, 140, 42, 12, t.accent);
});

const docStack = motif(
  "docstack",
  150,
  160,
  /scanned documents|stack of (scanned )?documents|documents?\b|scattered (papers|documents)|paperwork/,
  (t) => {
    let s = "";
    [
      [-8, 30, 18],
      [6, 18, 8],
      [0, 24, 14],
    ].forEach(([rot, x, y], i) => {
      s +=
        `<g transform="translate(${x} ${y}) rotate(${rot} 52 68)">` +
        shadow(0, 0, 104, 136, 4) +
        rect(0, 0, 104, 136, i === 2 ? t.panel : t.soft, 4);
      if (i === 2)
        s +=
          bars(12, 14, [60], t.ink, 6) +
          bars(12, 32, [80, 74, 80, 60, 78, 70, 52], t.line, 4, 11) +
          rect(0, 84, 104, 3, t.accent, 0, { opacity: 0.8 }) +
          rect(0, 70, 104, 14, t.accent, 0, { opacity: 0.15 });
      else s += bars(12, 14, [50, 70, 64], t.line, 4, 11);
      s += "</g>";
    });
    return s;
  },
);

const keyboard = motif("keyboard", 220, 80, /keyboard|typing/, (t) => {
  let s = shadow(0, 0, 220, 80, 8) + rect(0, 0, 220, 80, P.inkSoft, 8);
  for (let row = 0; row < 3; row++)
    s += dashes(10 + row * 4, 10 + row * 18, 200, 13, 13, 4, P.cream, { opacity: 0.85 });
  return s + rect(99, 28, 13, 13, t.accent, 2) + rect(50, 64, 120, 10, P.cream, 3, { opacity: 0.85 });
});

const upload = motif(
  "upload",
  140,
  120,
  /upload|uploaded|cloud/,
  (t) =>
    path("M36 100a30 30 0 0 1-4-60 40 40 0 0 1 76 4 28 28 0 0 1-2 56z", t.primary) +
    stroke("M70 92V50M54 64L70 48L86 64", P.cream, 7),
);

const sorter = motif("sorter", 220, 140, /messy|filter|coming out sorted|cleaning data|dedup/, (t, r) => {
  let s = "";
  for (let i = 0; i < 5; i++)
    s += rect(
      r.int(0, 14),
      14 + i * 14 + r.int(-3, 3),
      r.int(24, 46),
      8,
      r.pick([t.primary, t.accent, t.third, P.inkSoft]),
      4,
      { transform: `rotate(${r.int(-14, 14)} 30 ${20 + i * 14})` },
    );
  s += path("M70 10H150L122 66V112L98 124V66Z", t.primary) + path("M70 10H150L144 22H76Z", P.ink, { opacity: 0.2 });
  for (let i = 0; i < 5; i++)
    s += rect(160, 40 + i * 14, 56, 9, [t.primary, t.primary, t.accent, t.third, t.third][i] ?? t.primary, 4);
  return s + stroke("M128 92H152M144 84L154 92L144 100", t.accent, 4);
});

const folders = motif("folders", 170, 130, /folders?\b|organised files|archive/, (t) => {
  let s = "";
  [
    [0, t.third],
    [20, t.accent],
    [40, t.primary],
  ].forEach(([o, c]) => {
    const y = Number(o);
    // Folder outline drawn at the origin and shifted: tab on the top-left, rounded corners.
    const folder = "M0 12Q0 0 10 0H44L54 10H120Q130 10 130 20V82Q130 90 120 90H10Q0 90 0 80Z";
    s += shadow(y, y, 130, 90, 8) + path(folder, String(c), { transform: `translate(${y} ${y})` });
  });
  return s + rect(56, 62, 60, 6, P.cream, 3, { opacity: 0.8 }) + rect(56, 74, 40, 6, P.cream, 3, { opacity: 0.5 });
});

const database = motif("database", 120, 150, /database|cylinder|\bsql\b|crm\b/, (t) => {
  let s = "";
  for (let i = 2; i >= 0; i--) {
    const y = 20 + i * 40;
    s +=
      rect(10, y, 100, 40, i === 1 ? t.accent : t.primary) +
      el("ellipse", { cx: 60, cy: y + 40, rx: 50, ry: 16, fill: i === 1 ? t.accent : t.primary });
    s +=
      el("ellipse", { cx: 60, cy: y + 40, rx: 50, ry: 16, fill: P.ink, opacity: 0.15 }) + circle(92, y + 26, 4, P.mint);
  }
  return s + el("ellipse", { cx: 60, cy: 20, rx: 50, ry: 16, fill: P.mint });
});

const clipboard = motif("clipboard", 130, 170, /clipboard/, (t, r) => {
  let s =
    shadow(0, 10, 130, 160, 10) +
    rect(0, 10, 130, 160, "#d9a066", 10) +
    rect(10, 24, 110, 136, t.panel, 4) +
    rect(38, 0, 54, 22, P.ink, 6);
  for (let row = 0; row < 5; row++) {
    s += rect(20, 36 + row * 22, 90, 16, row === 0 ? t.primary : t.soft, 3);
    if (row) s += rect(26, 42 + row * 22, r.int(20, 40), 4, t.line, 2) + rect(76, 42 + row * 22, 24, 4, t.line, 2);
  }
  return s + rect(30, 41, 50, 5, P.cream, 2.5, { opacity: 0.6 });
});

export const dataMotifs: Motif[] = [
  spreadsheet,
  paperForm,
  docStack,
  keyboard,
  upload,
  sorter,
  folders,
  database,
  clipboard,
];
