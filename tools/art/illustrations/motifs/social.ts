/**
 * Social media and messaging: phone screens with feeds, reels, stories, chats and app-store
 * listings. All phones share ui.ts phone() at 100x180 so a row of them lines up.
 */
import { P, type Theme } from "../palette.ts";
import type { Rng } from "../random.ts";
import { circle, d, g, path, rect, stroke } from "../svg.ts";
import { avatar, bars, button, checkBadge, phone, picture, shadow } from "../ui.ts";
import { stars } from "./web.ts";
import { motif, type Motif } from "./types.ts";

const heart = (x: number, y: number, s: number, fill: string): string =>
  path(
    d`M${x} ${y + s * 0.9}C${x - s * 1.4} ${y} ${x - s * 0.8} ${y - s} ${x} ${y - s * 0.3}C${x + s * 0.8} ${y - s} ${x + s * 1.4} ${y} ${x} ${y + s * 0.9}Z`,
    fill,
  );

/** Full-bleed vertical video: a stylised scene, caption bars and a play/sound row. */
function reelScreen(t: Theme, r: Rng, x = 0): string {
  const bg = r.pick([t.primary, P.deepTeal, t.third]);
  let s = g({ transform: `translate(${x} 0)` }, phone(100, 180, t), rect(5, 5, 90, 170, bg, 10));
  s += g(
    { transform: `translate(${x} 0)` },
    circle(64, 52, 14, P.saffron),
    path("M5 120L38 78L62 104L76 92L95 112V175H5Z", P.ink, { opacity: 0.35 }),
    rect(14, 132, 60, 7, P.cream, 3.5),
    rect(14, 144, 44, 7, P.cream, 3.5, { opacity: 0.7 }),
    heart(84, 96, 6, P.coral),
    circle(84, 116, 5, P.cream, { opacity: 0.8 }),
    circle(84, 132, 5, P.cream, { opacity: 0.8 }),
    rect(14, 160, 72, 3, P.cream, 1.5, { opacity: 0.4 }),
    rect(14, 160, 30, 3, P.saffron, 1.5),
  );
  return s;
}

const socialPost = motif(
  "socialpost",
  100,
  180,
  /sponsored post|social feed|business post|social post|feed on a phone/,
  (t, r) => {
    let s = phone(100, 180, t) + avatar(18, 26, 7, t.soft, t.primary) + bars(30, 22, [36, 22], t.line, 4, 7);
    s += picture(5, 40, 90, 80, r.pick([P.saffronSoft, P.mint]), t.primary, t.accent);
    s +=
      heart(16, 132, 5, P.coral) +
      circle(32, 131, 4.5, "none", { stroke: t.ink, "stroke-width": 1.8 }) +
      bars(12, 144, [70, 50], t.line, 4, 8);
    return s + button(12, 158, 76, 11, t.accent);
  },
);

const reel = motif(
  "reel",
  100,
  180,
  /vertical video|short video|video advert|reels?\b|tiktok|shorts|captioned clip/,
  (t, r) => reelScreen(t, r),
);

const reelTrio = motif(
  "reeltrio",
  320,
  180,
  /three vertical phone|vertical phone screens|row of phones|phones each/,
  (t, r) =>
    g({ transform: "translate(0 14) scale(.88)" }, reelScreen(t, r.fork("a"))) +
    g({ transform: "translate(220 14) scale(.88)" }, reelScreen(t, r.fork("c"), 16)) +
    reelScreen(t, r.fork("b"), 110),
);

const story = motif("story", 100, 180, /story advert|stories|swipe-?up/, (t, r) => {
  let s = phone(100, 180, t) + rect(5, 5, 90, 170, r.pick([t.accent, t.primary]), 10);
  for (let i = 0; i < 3; i++) s += rect(12 + i * 26, 14, 22, 3, P.cream, 1.5, { opacity: i ? 0.5 : 1 });
  s +=
    circle(50, 70, 28, P.cream, { opacity: 0.9 }) +
    path("M40 58L64 70L40 82Z", t.primary) +
    bars(22, 110, [56, 40], P.cream, 6, 11);
  return s + stroke("M50 162V140M42 148L50 140L58 148", P.cream, 3.5);
});

const smsPhone = motif("sms", 100, 180, /text message|\bsms\b|promotional text|receiving a/, (t) => {
  let s = phone(100, 180, t) + rect(5, 5, 90, 24, t.soft, 10) + circle(50, 20, 6, t.primary);
  s += rect(12, 40, 62, 30, t.soft, 10) + bars(20, 48, [44, 30], t.line, 4, 8);
  s +=
    rect(24, 80, 64, 54, t.primary, 10) +
    bars(32, 90, [46, 36, 40], P.cream, 4, 9) +
    rect(32, 118, 30, 9, P.saffron, 4.5);
  return s + checkBadge(80, 146, 7, t.third);
});

const chat = motif(
  "chat",
  190,
  140,
  /chat window|message bubbles|speech bubbles|comment threads?|broadcast message|messaging/,
  (t, r) => {
    let s =
      shadow(0, 0, 190, 140, 12) +
      rect(0, 0, 190, 140, t.panel, 12) +
      rect(0, 0, 190, 26, t.primary, 12) +
      rect(0, 14, 190, 12, t.primary);
    s += circle(16, 13, 7, P.cream, { opacity: 0.85 }) + bars(30, 10, [50], P.cream, 5);
    const rows = [
      [10, 36, 96, 22, t.soft],
      [84, 64, 96, 22, t.accent],
      [10, 92, 120, 36, t.soft],
    ] as const;
    rows.forEach(([x, y, w, h, c], i) => {
      s +=
        rect(x, y, w, h, c, 9) +
        bars(x + 9, y + 8, h > 30 ? [w - 60, w - 40] : [w - r.int(24, 40)], i === 1 ? P.cream : t.line, 4, 10);
      if (h > 30) s += rect(x + w - 36, y + 6, 26, 24, t.third, 4, { opacity: 0.9 });
    });
    return s;
  },
);

const postGrid = motif(
  "postgrid",
  200,
  150,
  /grid of scheduled|social media posts|social posts|post thumbnails|posts arranged|content calendar/,
  (t, r) => {
    let s = "";
    for (let i = 0; i < 6; i++) {
      const x = (i % 3) * 68;
      const y = Math.floor(i / 3) * 76;
      const c = r.pick([t.primary, t.accent, t.third, P.saffronSoft]);
      s += shadow(x, y, 62, 70, 6) + rect(x, y, 62, 70, c, 6);
      s +=
        i % 2
          ? circle(x + 31, y + 32, 14, P.cream, { opacity: 0.85 })
          : picture(x + 8, y + 8, 46, 40, P.cream, c === t.primary ? t.third : t.primary, P.saffron);
      s += rect(x + 8, y + 56, 34, 5, P.cream, 2.5, { opacity: 0.8 });
    }
    return s + circle(190, 140, 11, P.ink) + stroke("M190 134V140L194 143", P.cream, 2);
  },
);

const ringLight = motif(
  "ringlight",
  150,
  190,
  /ring light|creator|filming a product/,
  (t) =>
    circle(75, 64, 60, P.saffron, { opacity: 0.18 }) +
    circle(75, 64, 50, "none", { stroke: P.saffron, "stroke-width": 12 }) +
    circle(75, 64, 50, "none", { stroke: P.white, "stroke-width": 3, opacity: 0.7 }) +
    g(
      { transform: "translate(55 28) scale(.4)" },
      reelScreen(t, { pick: (a: readonly string[]) => a[0] } as unknown as Rng),
    ) +
    rect(72, 116, 6, 60, P.ink) +
    stroke("M75 176L48 190M75 176L102 190M75 176V190", P.ink, 4),
);

const tripod = motif(
  "tripod",
  110,
  190,
  /tripod|recording a/,
  (t, r) =>
    g({ transform: "translate(21 0) scale(.68)" }, reelScreen(t, r)) +
    circle(88, 12, 6, P.coral) +
    rect(52, 124, 6, 24, P.ink) +
    stroke("M55 146L24 190M55 146L86 190M55 146V190", P.ink, 4),
);

const appStore = motif("appstore", 100, 180, /app store|download button|store listing with screenshots/, (t, r) => {
  let s = phone(100, 180, t) + rect(14, 22, 28, 28, t.primary, 8) + path(d`M28 28L36 36L28 44L20 36Z`, P.saffron);
  s += bars(48, 24, [40, 26], t.ink, 5, 9) + stars(50, 46, 3, 5, P.saffron) + button(14, 58, 72, 14, t.accent);
  return (
    s +
    [0, 1, 2]
      .map((i) =>
        rect(14 + i * 25, 82, 21, 78, i === 1 ? t.soft : r.pick([t.third, t.primary]), 4, {
          opacity: i === 1 ? 1 : 0.75,
        }),
      )
      .join("")
  );
});

const socialIcons = motif(
  "socialicons",
  160,
  120,
  /social (media )?icons|likes and comments|engagement/,
  (t) =>
    circle(40, 40, 30, P.coral) +
    heart(40, 42, 13, P.cream) +
    circle(112, 34, 26, t.primary) +
    rect(98, 24, 28, 18, P.cream, 6) +
    path("M104 42L102 50L112 42Z", P.cream) +
    circle(84, 92, 24, P.saffron) +
    path("M74 96V84L84 78L94 84V96Z", P.cream) +
    circle(136, 96, 14, t.third),
);

export const socialMotifs: Motif[] = [
  socialPost,
  reel,
  reelTrio,
  story,
  smsPhone,
  chat,
  postGrid,
  ringLight,
  tripod,
  appStore,
  socialIcons,
];
