/**
 * The brand mark (64x64): a Jamdani diamond lattice reduced to five diamonds on a deep-teal
 * tile. Four diamonds form one larger diamond (the jaal), the coral one at the centre is the
 * woven flower. Shapes are big and flat so it still reads at favicon size.
 */
import { P } from "./palette.ts";
import type { ArtRequest } from "./requests.ts";
import { d, path, rect, svgDoc } from "./svg.ts";

const diamond = (cx: number, cy: number, r: number): string =>
  d`M${cx} ${cy - r}L${cx + r} ${cy}L${cx} ${cy + r}L${cx - r} ${cy}Z`;

export function renderLogo(req: ArtRequest): string {
  const body =
    rect(0, 0, 64, 64, P.deepTeal, 14) +
    path(diamond(32, 32, 27), "none", { stroke: P.mint, "stroke-width": 1.5, opacity: 0.45 }) +
    path(diamond(32, 18, 9.5) + diamond(32, 46, 9.5), P.saffron) +
    path(diamond(18, 32, 9.5) + diamond(46, 32, 9.5), P.cream) +
    path(diamond(32, 32, 5), P.coral);
  // The tile is the background, so the document background is transparent.
  return svgDoc(req.width, req.height, 64, 64, "none", body);
}
