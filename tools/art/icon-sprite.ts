import { iconPaths } from "../../app/components/ui/icon-paths.ts";

/** The sprite's text: one <symbol> per icon, ids matching IconName. */
export function iconSprite(): string {
  const symbols = Object.entries(iconPaths)
    .map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols}\n</svg>\n`;
}
