import {
  siBehance,
  siFacebook,
  siGithub,
  siInstagram,
  siMessenger,
  siPinterest,
  siTelegram,
  siWhatsapp,
  siX,
  siYoutube,
} from "simple-icons";

/*
 * Path data of every icon (24×24). tools/art/generate-icon-sprite.ts turns it into the sprite
 * app/components/ui/icons.svg, which pages reference with <use>: the paths then travel once, in
 * a cached file, instead of in every page's HTML and in the JavaScript. Brand glyphs come from
 * Simple Icons (CC0); LinkedIn is not in that set, so its "in" monogram is drawn here.
 */
export const uiPaths = {
  // The colour theme toggle's three states (theme-toggle.tsx): light, dark, as the device.
  sun: "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5a1 1 0 0 1 1 1v2a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Zm0 17a1 1 0 0 1 1 1v2a1 1 0 1 1-2 0v-2a1 1 0 0 1 1-1ZM2 12a1 1 0 0 1 1-1h2a1 1 0 1 1 0 2H3a1 1 0 0 1-1-1Zm17 0a1 1 0 0 1 1-1h2a1 1 0 1 1 0 2h-2a1 1 0 0 1-1-1ZM4.93 4.93a1 1 0 0 1 1.41 0l1.42 1.42a1 1 0 0 1-1.42 1.41L4.93 6.34a1 1 0 0 1 0-1.41Zm12 12a1 1 0 0 1 1.41 0l1.42 1.42a1 1 0 0 1-1.42 1.41l-1.41-1.42a1 1 0 0 1 0-1.41ZM4.93 19.07a1 1 0 0 1 0-1.41l1.42-1.42a1 1 0 1 1 1.41 1.42l-1.42 1.41a1 1 0 0 1-1.41 0Zm12-12a1 1 0 0 1 0-1.41l1.42-1.42a1 1 0 1 1 1.41 1.42l-1.41 1.41a1 1 0 0 1-1.42 0Z",
  moon: "M21 12.79A9 9 0 1 1 11.21 3a7 7 0 0 0 9.79 9.79Z",
  themeSystem: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 0a8 8 0 0 0 0 16Z",
  phone:
    "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z",
  mail: "M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zm1.6-.4L12 11.2 18.4 7z",
  chevronDown: "M6.7 8.3 12 13.6l5.3-5.3 1.4 1.4-6.7 6.7-6.7-6.7z",
  chevronRight: "M8.3 6.7 9.7 5.3l6.7 6.7-6.7 6.7-1.4-1.4 5.3-5.3z",
  chevronLeft: "M15.7 6.7 10.4 12l5.3 5.3-1.4 1.4L7.6 12l6.7-6.7z",
  menu: "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z",
  search: "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z",
  close: "m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z",
  external:
    "M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z",
  play: "M8 5.1v13.8a.6.6 0 0 0 .9.5l10.8-6.9a.6.6 0 0 0 0-1L8.9 4.6a.6.6 0 0 0-.9.5z",
  pause: "M7 5h3.5v14H7zm6.5 0H17v14h-3.5z",
  mapPin:
    "M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z",
  clock: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v4.6l3.4 2-1 1.7L11 12.7V7z",
  check: "m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4z",
  arrowRight: "M13.3 5.3 19.9 12l-6.6 6.7-1.4-1.4 4.2-4.3H4v-2h12.1l-4.2-4.3z",
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zm6.5 0h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-4.95c0-1.18-.02-2.7-1.65-2.7-1.65 0-1.9 1.29-1.9 2.62V21h-4z",
} as const;

export const brandPaths = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  x: siX.path,
  youtube: siYoutube.path,
  github: siGithub.path,
  behance: siBehance.path,
  pinterest: siPinterest.path,
  whatsapp: siWhatsapp.path,
  telegram: siTelegram.path,
  messenger: siMessenger.path,
} as const;

export type IconName = keyof typeof uiPaths | keyof typeof brandPaths;

export const iconPaths: Record<IconName, string> = { ...uiPaths, ...brandPaths };
