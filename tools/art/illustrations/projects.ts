/**
 * Project images (800x500): the client's website as a stylised mock-up in a browser (or the
 * laptop / desktop monitor the alt text names), with the client's initials and name in the
 * site header. The hero of the mock-up shows the sector (medical, cleaning, agency) and the
 * specific scene the alt text describes; phones, skylines and props join when named.
 */
import { beforeAfter, bpMonitor, crew, medical, mopBucket, pricing, spray, type Art } from "./project-props.ts";
import { decorDefs, sprinkle } from "./decor.ts";
import { rosette } from "./jamdani.ts";
import { describe } from "./motifs/index.ts";
import { P, theme, type Theme } from "./palette.ts";
import { rng, type Rng } from "./random.ts";
import type { ArtRequest } from "./requests.ts";
import { skyline } from "./scenery.ts";
import { at, circle, d, g, path, rect, svgDoc, text } from "./svg.ts";
import { bars, browser, button, phone, shadow } from "./ui.ts";

const W = 800;
const H = 500;

/** "Nirog Medical Supplies" -> "NM": the logo in the mock header. */
export const initials = (title: string): string =>
  title
    .split(/[\s,&.-]+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");

/** Fit a name into `maxChars`, dropping trailing words (", Dubai") before cutting mid-word. */
export function fitName(title: string, maxChars: number): string {
  if (title.length <= maxChars) return title;
  const words = title.replace(/,.*$/, "").split(" ");
  while (words.join(" ").length > maxChars && words.length > 1) words.pop();
  const s = words.join(" ");
  return s.length <= maxChars ? s : `${s.slice(0, maxChars - 1)}…`;
}

const sectorTheme: Record<string, { tone: "cream" | "mint" | "dark" | "saffron"; primary: string; accents: string[] }> =
  {
    medical: { tone: "mint", primary: P.teal, accents: [P.coral, P.saffron] },
    cleaning: { tone: "cream", primary: P.teal, accents: [P.saffron, P.coral] },
    agency: { tone: "dark", primary: P.deepTeal, accents: [P.saffron, P.coral] },
  };

/** The hero picture of the mock site, chosen from what the alt text describes. */
function heroArt(alt: string, sector: string): Art {
  if (/blood pressure|bp monitor/.test(alt)) return bpMonitor;
  if (/crew|trolley|lobby/.test(alt)) return crew;
  if (/before and after|before\/after/.test(alt)) return beforeAfter;
  if (/price list|pricing|package/.test(alt)) return pricing;
  if (sector === "medical") return medical;
  if (sector === "agency")
    return (x, y, w, h, t) =>
      circle(x + w / 2, y + h / 2, Math.min(w, h) * 0.42, t.soft) +
      rosette(x + w / 2, y + h / 2, Math.min(w, h) * 0.34, t.primary, P.cream, t.accent);
  return spray;
}

/** The same site on a phone (90x160 screen): header, hero block, and a booking form if named. */
function mobileSite(t: Theme, req: ArtRequest, form: boolean): string {
  let s =
    rect(0, 0, 90, 160, t.panel) +
    rect(0, 0, 90, 22, t.soft) +
    circle(12, 11, 7, t.primary) +
    text(12, 13.5, initials(req.title), 6, P.cream, { "text-anchor": "middle", "font-weight": 700 });
  s += bars(24, 9, [34], t.ink, 5) + bars(72, 8, [12, 12], t.line, 2, 4);
  if (!form)
    return (
      s +
      rect(6, 28, 78, 50, t.primary, 4, { opacity: 0.85 }) +
      bars(6, 86, [70, 50], t.ink, 6, 10) +
      bars(6, 110, [76, 60, 70], t.line, 3, 7) +
      button(6, 138, 50, 12, t.accent)
    );
  s += bars(6, 30, [60], t.ink, 7) + bars(6, 42, [70], t.line, 3);
  for (let i = 0; i < 3; i++)
    s += rect(6, 52 + i * 22, 78, 16, t.soft, 3) + bars(11, 58 + i * 22, [24 + i * 10], t.primary, 4);
  return s + rect(6, 120, 10, 10, t.accent, 2) + bars(20, 123, [40], t.line, 4) + button(6, 138, 78, 14, t.accent);
}

/** The website itself, at (0,0) in a w x h viewport: header, hero, and a lower section. */
function site(w: number, h: number, t: Theme, req: ArtRequest, art: Art, r: Rng): string {
  const name = fitName(req.title, 26);
  let s = rect(0, 0, w, h, t.panel) + rect(0, 40, w, 1, t.line);
  s +=
    circle(24, 20, 13, t.primary) +
    text(24, 24.5, initials(req.title), 11, P.cream, { "text-anchor": "middle", "font-weight": 700 });
  s += text(44, 25, name, 14, t.ink, { "font-weight": 600 });
  s +=
    bars(w - 250, 18, [36], t.line, 5) +
    bars(w - 200, 18, [36], t.line, 5) +
    bars(w - 150, 18, [36], t.line, 5) +
    button(w - 100, 11, 84, 18, t.accent);
  const heroH = h * 0.58;
  const artLeft = r.chance(0.35);
  const textX = artLeft ? w * 0.52 : 24;
  s += rect(0, 41, w, heroH, t.soft, 0, { opacity: 0.55 });
  s +=
    bars(textX, 70, [w * 0.36, w * 0.28], t.ink, 14, 24) +
    bars(textX, 130, [w * 0.4, w * 0.34, w * 0.2], t.line, 6, 13) +
    button(textX, 180, 96, 24, t.accent);
  s += art(artLeft ? 20 : w * 0.5, 52, w * 0.46, heroH - 22, t, r);
  const y0 = 41 + heroH + 16;
  if (/specification|spec table/.test(describe(req.alt))) {
    for (let i = 0; i < 4; i++)
      s +=
        rect(24, y0 + i * 22, w - 48, 20, i % 2 ? t.panel : t.soft, 2) +
        bars(34, y0 + 7 + i * 22, [120], t.line, 6) +
        bars(w / 2, y0 + 7 + i * 22, [80 + (i % 3) * 30], i ? t.ink : t.primary, 6);
    return s;
  }
  const cw = (w - 48 - 24) / 3;
  for (let i = 0; i < 3; i++) {
    const x = 24 + i * (cw + 12);
    s +=
      rect(x, y0, cw, h - y0 - 12, t.panel, 6, { stroke: t.line, "stroke-width": 1 }) +
      circle(x + 20, y0 + 20, 10, [t.primary, t.accent, t.third][i] ?? t.primary);
    s += bars(x + 38, y0 + 14, [cw * 0.4], t.ink, 6) + bars(x + 12, y0 + 40, [cw - 24, cw * 0.6], t.line, 5, 10);
  }
  return s;
}

export function renderProject(req: ArtRequest): string {
  const r = rng(req.src);
  const alt = describe(req.alt);
  const sector = req.sector ?? r.pick(["medical", "cleaning", "agency"]);
  const spec = sectorTheme[sector] ?? sectorTheme.cleaning!;
  const t = theme(spec.tone, spec.primary, r.pick(spec.accents), P.coral === spec.primary ? P.teal : P.coral);
  const art = heroArt(alt, sector);
  const hasPhone = /\bphones?\b/.test(alt);
  let body =
    path("M0 0H800V500H0Z", "url(#l)", { opacity: t.dark ? 0.18 : 0.25 }) +
    sprinkle(
      [
        [30, 30],
        [770, 30],
        [30, 470],
        [770, 470],
      ],
      3,
      t,
      r,
    );
  // A named skyline rises behind; the site then shrinks a little so the towers show above it.
  const sky = /towers|skyline|marina/.test(alt);
  if (sky) body += skyline(0, 500, 800, 470, r.fork("sky"), t.dark ? P.teal : "#b9ddd4", P.mint);
  const bx = hasPhone || /mop|bucket/.test(alt) ? 50 : 90;
  const bw = 620;
  const bh = 400;
  // Device: the laptop or desktop monitor the alt text names, otherwise a browser window.
  const frame = /laptop/.test(alt)
    ? "laptop"
    : /desktop|on a monitor|computer monitor/.test(alt)
      ? "monitor"
      : "browser";
  if (frame === "browser") {
    body += g(
      { transform: sky ? at(bx, 110, 0.85) : at(bx, 44) },
      browser(bw, bh, t),
      g({ transform: at(0, 20) }, `<svg width="${bw}" height="${bh - 20}">${site(bw, bh - 20, t, req, art, r)}</svg>`),
    );
  } else {
    const sh = frame === "laptop" ? 360 : 340;
    body += shadow(bx, 40, bw, sh + 16, 14) + rect(bx, 40, bw, sh + 16, P.ink, 14);
    body += g(
      { transform: at(bx + 8, 48) },
      `<svg width="${bw - 16}" height="${sh}">${site(bw - 16, sh, t, req, art, r)}</svg>`,
    );
    const mid = bx + bw / 2;
    body +=
      frame === "laptop"
        ? path(d`M${bx - 40} 416H${bx + bw + 40}L${bx + bw + 10} 440H${bx - 10}Z`, P.inkSoft)
        : path(d`M${mid - 40} 416H${mid + 40}L${mid + 50} 470H${mid - 50}Z`, P.inkSoft) +
          rect(mid - 90, 466, 180, 12, P.ink, 6);
  }
  if (hasPhone) {
    const pt = { ...t };
    body += g(
      { transform: at(590, 118, 1.85) },
      phone(100, 180, pt),
      `<svg x="5" y="14" width="90" height="160">${mobileSite(pt, req, /form|booking/.test(alt))}</svg>`,
    );
  }
  if (/mop|bucket/.test(alt)) body += mopBucket(660, 250, 110, 200, t, r);
  return svgDoc(req.width, req.height, W, H, t.bg, body, decorDefs(t, 26));
}
