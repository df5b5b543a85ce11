/** Cyber security: shields, locks, keys, firewalls, bugs and network graphs. */
import { P } from "../palette.ts";
import { butiPath } from "../jamdani.ts";
import { circle, d, path, rect, stroke } from "../svg.ts";
import { bars, browser, dashes, shadow } from "../ui.ts";
import { motif, type Motif } from "./types.ts";

/** Shield outline in the box (x, y, w, h): flat top shoulders, curved sides meeting in a point. */
export const shieldPath = (x: number, y: number, w: number, h: number): string =>
  d`M${x + w / 2} ${y}L${x + w} ${y + h * 0.16}V${y + h * 0.48}` +
  d`C${x + w} ${y + h * 0.76} ${x + w * 0.78} ${y + h * 0.9} ${x + w / 2} ${y + h}` +
  d`C${x + w * 0.22} ${y + h * 0.9} ${x} ${y + h * 0.76} ${x} ${y + h * 0.48}V${y + h * 0.16}Z`;

const lockBody = (x: number, y: number, w: number, body: string, hole: string, cracked = false): string =>
  stroke(d`M${x + w * 0.22} ${y}V${y - w * 0.22}a${w * 0.28} ${w * 0.28} 0 0 1 ${w * 0.56} 0V${y}`, P.ink, w * 0.12) +
  rect(x, y, w, w * 0.8, body, w * 0.12) +
  circle(x + w / 2, y + w * 0.34, w * 0.09, hole) +
  rect(x + w * 0.46, y + w * 0.36, w * 0.08, w * 0.22, hole, w * 0.03) +
  (cracked
    ? stroke(
        d`M${x + w * 0.7} ${y}L${x + w * 0.6} ${y + w * 0.2}L${x + w * 0.76} ${y + w * 0.36}L${x + w * 0.66} ${y + w * 0.56}`,
        P.ink,
        w * 0.04,
      )
    : "");

const shield = motif(
  "shield",
  150,
  170,
  /shield|guard/,
  (t) =>
    path(shieldPath(8, 10, 140, 160), P.ink, { opacity: 0.13 }) +
    path(shieldPath(0, 0, 140, 160), t.primary) +
    path(shieldPath(14, 14, 112, 132), P.ink, { opacity: 0.15 }) +
    path(shieldPath(70, 0, 70, 160).replace(/^M[^L]+/, "M70 0"), P.cream, { opacity: 0.1 }) +
    path(butiPath(70, 76, 40), t.accent) +
    circle(70, 76, 8, P.cream),
);

const padlock = motif("padlock", 120, 150, /padlock|\block\b|locked|cracked lock/, (t) => {
  return rect(9, 61, 110, 88, P.ink, 13, { opacity: 0.13 }) + lockBody(4, 54, 110, t.accent, P.ink);
});

const crackedLock = motif(
  "crackedlock",
  120,
  150,
  /cracked lock|broken lock|vulnerab/,
  (t) => rect(9, 61, 110, 88, P.ink, 13, { opacity: 0.13 }) + lockBody(4, 54, 110, t.accent, P.ink, true),
);

const key = motif(
  "key",
  170,
  80,
  /\bkeys?\b(?! figures)|credentials?/,
  (t) =>
    circle(40, 40, 34, t.accent) +
    circle(40, 40, 14, t.bg) +
    path("M70 32H166V48H150V62H136V48H122V58H108V48H70Z", t.accent),
);

const firewall = motif("firewall", 200, 130, /firewall|brick wall/, (_t) => {
  let s = shadow(0, 20, 200, 108, 4);
  // Each brick course is one dashed line; odd courses are offset by half a brick.
  for (let row = 0; row < 5; row++)
    s += dashes(0, 20 + row * 22, 200, 20, 42, 2, row % 2 ? P.coral : P.coralDark, {
      "stroke-dashoffset": row % 2 ? 22 : 0,
    });
  const flame = (x: number, h: number, w: number, c: string): string =>
    path(
      d`M${x} ${22}C${x - w} ${22 - h * 0.35} ${x - w * 0.4} ${22 - h * 0.7} ${x} ${22 - h}C${x + w * 0.4} ${22 - h * 0.7} ${x + w} ${22 - h * 0.35} ${x} ${22}Z`,
      c,
    );
  return (
    flame(60, 30, 16, P.saffron) +
    flame(100, 44, 22, P.saffron) +
    flame(140, 34, 18, P.saffron) +
    flame(100, 26, 12, P.coral) +
    s
  );
});

const bug = motif(
  "bug",
  170,
  150,
  /\bbugs?\b|tweezers|malware|virus/,
  (_t) =>
    stroke("M60 70L36 56M60 86H32M62 102L38 116M108 70L132 56M108 86H136M106 102L130 116", P.ink, 4) +
    path("M84 50c22 0 30 24 30 44s-12 36-30 36-30-16-30-36 8-44 30-44z", P.coral) +
    circle(84, 50, 16, P.ink) +
    stroke("M84 66V128", P.ink, 2.5, { opacity: 0.4 }) +
    stroke("M110 0L96 44M140 6L104 46", P.inkSoft, 6) +
    circle(76, 46, 3, P.cream) +
    circle(92, 46, 3, P.cream),
);

const folderStamp = motif(
  "folderstamp",
  180,
  150,
  /folder of security|reports stamped|stamped|security reports?/,
  (t) =>
    shadow(0, 10, 170, 130, 8) +
    path("M0 22Q0 10 12 10H60L72 22H158Q170 22 170 34V128Q170 140 158 140H12Q0 140 0 128Z", t.primary) +
    rect(14, 0, 120, 70, t.panel, 3, { transform: "rotate(-4 70 40)" }) +
    bars(24, 12, [80, 60, 70], t.line, 4, 10) +
    path("M0 46H170V128Q170 140 158 140H12Q0 140 0 128Z", t.primary) +
    path(shieldPath(110, 70, 50, 58), "none", { stroke: t.accent, "stroke-width": 4 }) +
    stroke("M124 100l8 8 14-16", t.accent, 4),
);

const network = motif("network", 220, 150, /network|nodes|connected devices|infrastructure/, (t, r) => {
  const pts = [
    [20, 30],
    [60, 120],
    [110, 20],
    [170, 40],
    [200, 120],
    [120, 130],
    [40, 70],
  ] as const;
  let lines = "";
  for (const [a, b] of [
    [0, 2],
    [0, 6],
    [6, 1],
    [1, 5],
    [5, 4],
    [4, 3],
    [3, 2],
    [2, 6],
    [5, 3],
  ] as const)
    lines += d`M${pts[a][0]} ${pts[a][1]}L${pts[b][0]} ${pts[b][1]}`;
  const bad = r.int(0, 6);
  return (
    stroke(lines, t.primary, 2, { opacity: 0.6 }) +
    pts
      .map(
        ([x, y], i) => circle(x, y, i === bad ? 11 : 8, i === bad ? P.coral : t.primary) + circle(x, y, 3.5, P.cream),
      )
      .join("") +
    path(shieldPath(96, 52, 48, 58), t.accent) +
    stroke("M110 80l6 6 12-12", P.ink, 3.5)
  );
});

const login = motif("login", 200, 140, /login|password|sign-?in|two-factor|2fa/, (t) => {
  let s = browser(200, 140, t) + rect(50, 32, 100, 96, t.soft, 8) + lockBody(88, 48, 24, t.primary, P.cream);
  s += rect(62, 80, 76, 14, t.panel, 4) + [0, 1, 2, 3, 4, 5].map((i) => circle(72 + i * 11, 87, 3, P.ink)).join("");
  return s + rect(62, 102, 76, 14, t.accent, 7);
});

const fingerprint = motif("fingerprint", 120, 140, /fingerprint|biometric|identity/, (t) => {
  let s = "";
  for (let i = 0; i < 5; i++)
    s += stroke(
      d`M${60 - 12 - i * 10} ${110}V${66}a${12 + i * 10} ${12 + i * 10} 0 0 1 ${24 + i * 20} 0V${92 - i * 4}`,
      i % 2 ? t.accent : t.primary,
      5,
    );
  return s;
});

export const securityMotifs: Motif[] = [
  shield,
  padlock,
  crackedLock,
  key,
  firewall,
  bug,
  folderStamp,
  network,
  login,
  fingerprint,
];
