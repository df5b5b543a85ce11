/**
 * Everyday business objects that several categories need: shop, cart, van, bank card,
 * calendar, receipt, rocket, shelves, till. They are shared so that "a checkout screen beside
 * a bank card" draws the same bank card in software and in marketing cards.
 */
import { P } from "../palette.ts";
import { circle, d, path, rect, stroke } from "../svg.ts";
import { bars, browser, button, checkBadge, dots, phone, pillSet, shadow } from "../ui.ts";
import { motif, type Motif } from "./types.ts";

const shop = motif(
  "shop",
  220,
  150,
  /online shop|product grid|product tiles|product cards|store theme|e-?commerce|storefront|catalog/,
  (t, r) => {
    let s = browser(220, 150, t);
    const pills = pillSet();
    for (let i = 0; i < 6; i++) {
      const x = 12 + (i % 3) * 68;
      const y = 28 + Math.floor(i / 3) * 60;
      s += rect(x, y, 60, 54, t.soft, 5) + circle(x + 30, y + 21, 12, r.pick([t.primary, t.accent, t.third]));
      pills.add(x + 7, y + 40, 24, 4, t.line);
      pills.add(x + 40, y + 37, 14, 10, t.primary);
    }
    return s + pills.svg();
  },
);

const cart = motif("cart", 130, 110, /shopping cart|\bcart\b|trolley/, (t, _r) => {
  let s = stroke("M6 12h18l14 62h70", P.ink, 6);
  s +=
    rect(40, 34, 26, 22, t.accent, 3) +
    rect(60, 24, 24, 32, t.third, 3) +
    rect(78, 38, 22, 18, t.primary, 3, { opacity: 0.9 });
  s +=
    path("M26 30H118L106 74H36Z", t.primary) +
    rect(44, 44, 54, 4, P.cream, 2, { opacity: 0.4 }) +
    rect(48, 56, 46, 4, P.cream, 2, { opacity: 0.4 });
  return (
    s +
    circle(48, 94, 10, P.ink) +
    circle(48, 94, 4, P.cream) +
    circle(100, 94, 10, P.ink) +
    circle(100, 94, 4, P.cream)
  );
});

const bag = motif(
  "bag",
  100,
  120,
  /shopping bag|\bbag\b/,
  (t) =>
    shadow(6, 34, 88, 86, 8) +
    stroke("M32 44V30a18 18 0 0 1 36 0v14", P.ink, 6) +
    path("M10 34H90L94 120H6Z", t.accent) +
    path("M10 34H90L92 58H8Z", P.ink, { opacity: 0.08 }) +
    circle(32, 44, 4, P.ink) +
    circle(68, 44, 4, P.ink) +
    path(d`M50 66l5 10 11 1.5-8 7.5 2 11-10-5.5-10 5.5 2-11-8-7.5 11-1.5z`, P.cream),
);

const van = motif(
  "van",
  170,
  100,
  /delivery van|\bvan\b|delivery|courier|shipping/,
  (t) =>
    shadow(0, 10, 168, 74, 10) +
    rect(0, 10, 110, 72, t.primary, 8) +
    path("M110 28H140L166 56V82H110Z", t.primary) +
    path("M116 34H137L154 56H116Z", P.mint) +
    rect(16, 28, 44, 6, P.cream, 3, { opacity: 0.7 }) +
    rect(16, 40, 28, 6, t.accent, 3) +
    circle(36, 84, 14, P.ink) +
    circle(36, 84, 5, P.cream) +
    circle(134, 84, 14, P.ink) +
    circle(134, 84, 5, P.cream),
);

const bankCard = motif(
  "bankcard",
  150,
  96,
  /bank card|credit card|debit card|card payment|payment card/,
  (t) =>
    shadow(0, 0, 150, 96, 10) +
    rect(0, 0, 150, 96, t.primary, 10) +
    path("M90 0H140Q150 0 150 10V96H40Z", P.cream, { opacity: 0.12 }) +
    rect(16, 30, 26, 20, P.saffron, 4) +
    path("M16 40H42M29 30V50", "none", { stroke: P.coralDark, "stroke-width": 1, opacity: 0.6 }) +
    [0, 1, 2, 3].map((i) => rect(16 + i * 28, 64, 22, 5, P.cream, 2.5, { opacity: 0.8 })).join("") +
    circle(120, 78, 9, P.coral, { opacity: 0.9 }) +
    circle(132, 78, 9, P.saffron, { opacity: 0.9 }),
);

const wallet = motif("wallet", 110, 150, /mobile wallet|wallet|mobile money|bkash|nagad/, (t) => {
  let s = phone(90, 150, t) + rect(5, 18, 80, 30, t.third) + circle(45, 33, 9, P.cream);
  s += path("M40 33l4 4 6-7", "none", { stroke: t.third, "stroke-width": 2.5, "stroke-linecap": "round" });
  s += bars(17, 60, [56, 40], t.line, 5, 11) + rect(15, 86, 60, 18, t.soft, 4) + rect(22, 92, 30, 6, t.ink, 3);
  return s + button(15, 116, 60, 14, t.accent);
});

const calendar = motif("calendar", 130, 124, /calendar|schedul|booking|appointment|date picker/, (t, r) => {
  let s =
    shadow(0, 8, 130, 116, 10) +
    rect(0, 8, 130, 116, t.panel, 10) +
    path("M0 38V18Q0 8 10 8H120Q130 8 130 18V38Z", t.primary);
  s += rect(28, 0, 8, 20, P.ink, 4) + rect(94, 0, 8, 20, P.ink, 4);
  for (let row = 0; row < 3; row++) s += dots(20, 56 + row * 24, 88, 13, 22, t.soft);
  const hit = r.int(0, 14);
  return s + circle(20 + (hit % 5) * 22, 56 + Math.floor(hit / 5) * 24, 10, t.accent);
});

const receipt = motif("receipt", 96, 136, /receipt|payslip|invoice|\bbill\b|pay slip/, (t, r) => {
  let zig = "M0 0H96V124";
  for (let i = 0; i < 8; i++) zig += d`L${96 - i * 12 - 6} 136L${96 - i * 12 - 12} 124`;
  let s = shadow(0, 0, 96, 130, 4) + path(zig + "Z", t.panel) + rect(14, 14, 40, 8, t.primary, 4);
  for (let i = 0; i < 5; i++)
    s += rect(14, 34 + i * 13, r.int(28, 44), 4, t.line, 2) + rect(66, 34 + i * 13, 16, 4, t.line, 2);
  return s + rect(14, 102, 68, 1.5, P.ink, 0, { opacity: 0.3 }) + rect(52, 108, 30, 7, t.accent, 3.5);
});

const rocket = motif(
  "rocket",
  110,
  170,
  /rocket|launch|lift-?off/,
  (t) =>
    path("M55 120L40 168L55 154L70 168Z", P.saffron) +
    path("M55 126L48 156L55 148L62 156Z", P.coral) +
    path("M30 92L14 124L38 114Z", t.accent) +
    path("M80 92L96 124L72 114Z", t.accent) +
    path("M55 0C80 22 84 70 74 122H36C26 70 30 22 55 0Z", t.primary) +
    path("M55 0C66 10 74 24 78 40H32C36 24 44 10 55 0Z", t.accent) +
    path("M55 0C80 22 84 70 74 122H62C68 70 66 24 55 0Z", P.ink, { opacity: 0.15 }) +
    circle(55, 66, 13, P.cream) +
    circle(55, 66, 8, P.mint) +
    circle(52, 63, 3, P.white) +
    rect(36, 114, 38, 10, P.ink, 3),
);

const shelves = motif("shelves", 170, 130, /warehouse|shelves|shelf|inventory|stock\b/, (t, r) => {
  let s = rect(0, 0, 8, 130, P.inkSoft, 2) + rect(162, 0, 8, 130, P.inkSoft, 2);
  for (let row = 0; row < 3; row++) {
    const y = 38 + row * 44;
    s += rect(0, y, 170, 6, P.ink, 2);
    let x = 14;
    while (x < 140) {
      const w = r.int(20, 34);
      const h = r.int(18, 30);
      if (x + w > 158) break;
      s +=
        rect(x, y - h, w, h, r.pick([P.saffron, "#d9a066", t.third]), 2) +
        rect(x + w / 2 - 3, y - h, 6, 8, P.cream, 1, { opacity: 0.7 });
      x += w + 4;
    }
  }
  return s;
});

const till = motif("till", 180, 140, /till|point of sale|\bpos\b|counter|barcode|cash register/, (t, r) => {
  let s =
    shadow(0, 90, 180, 50, 6) + rect(0, 90, 180, 50, t.primary, 6) + rect(0, 90, 180, 8, P.ink, 0, { opacity: 0.15 });
  s += rect(30, 14, 100, 66, P.ink, 8) + rect(36, 20, 88, 54, t.panel, 4) + rect(68, 80, 24, 10, P.inkSoft);
  s += bars(44, 28, [50, 36, 44], t.line, 4, 9) + rect(44, 58, 72, 10, t.accent, 3);
  s +=
    path("M140 40L170 40L166 90H144Z", P.cream) +
    [0, 1, 2, 3, 4, 5].map((i) => rect(146, 46 + i * 7, r.int(10, 16), 3, t.line, 1.5)).join("");
  s += path("M14 56L40 48L46 64L20 72Z", P.ink) + rect(20, 72, 8, 18, P.ink, 2);
  for (let i = 0; i < 8; i++) s += rect(100 + i * 6, 110, i % 3 ? 2 : 3.5, 20, P.cream);
  return s + checkBadge(160, 112, 9, P.saffron, P.ink);
});

const tablet = motif("tablet", 180, 130, /tablets?\b|ipad/, (t, r) => {
  let s = shadow(0, 0, 180, 130, 12) + rect(0, 0, 180, 130, P.ink, 12) + rect(8, 8, 164, 114, t.panel, 5);
  s += rect(8, 8, 164, 28, t.primary) + rect(18, 17, 40, 10, P.cream, 5, { opacity: 0.9 });
  for (let i = 0; i < 3; i++)
    s += rect(18 + i * 52, 44, 44, 44, t.soft, 4) + circle(40 + i * 52, 62, 10, r.pick([t.accent, t.third]));
  return s + bars(18, 98, [120, 80], t.line, 5, 10);
});

const gear = motif("gear", 120, 120, /wrench|gears?\b|maintenance|repair|support contract/, (t) => {
  let teeth = "";
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const pt = (da: number, rad: number): string => d`${60 + Math.cos(a + da) * rad} ${60 + Math.sin(a + da) * rad}`;
    teeth += `M${pt(-0.2, 44)}L${pt(-0.16, 56)}L${pt(0.16, 56)}L${pt(0.2, 44)}Z`;
  }
  return (
    path(teeth, t.primary) +
    circle(60, 60, 46, t.primary) +
    circle(60, 60, 20, t.bg) +
    path("M92 20a18 18 0 0 0-22 24L22 92a8 8 0 0 0 12 12l48-48a18 18 0 0 0 24-22l-12 12-10-2-2-10z", t.accent, {
      stroke: P.ink,
      "stroke-width": 2,
      "stroke-linejoin": "round",
    })
  );
});

export const businessMotifs: Motif[] = [
  shop,
  cart,
  bag,
  van,
  bankCard,
  wallet,
  calendar,
  receipt,
  rocket,
  shelves,
  till,
  tablet,
  gear,
];
