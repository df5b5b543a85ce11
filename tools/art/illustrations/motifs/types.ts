/**
 * A motif is one self-contained drawing (a phone, a funnel, a shield...) in its own local
 * coordinates, 0..w by 0..h. Compositions (cards, category images, heroes) place motifs with
 * a translate/scale, so a motif never needs to know where it ends up or how big it is.
 */
import type { Theme } from "../palette.ts";
import type { Rng } from "../random.ts";

export type Motif = {
  id: string;
  w: number;
  h: number;
  /**
   * Words in an image's alt text (or card title) that this motif depicts. Cards pick the
   * motifs their alt text names, so the picture matches what screen-reader users are told.
   */
  match: RegExp;
  draw: (t: Theme, r: Rng) => string;
};

export const motif = (id: string, w: number, h: number, match: RegExp, draw: Motif["draw"]): Motif => ({
  id,
  w,
  h,
  match,
  draw,
});
