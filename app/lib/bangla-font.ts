/**
 * The Bangla web font (Noto Sans Bengali, regular, Bengali subset only: 44 KB). app.css declares
 * it with the same file and a Bengali `unicode-range`, so English pages never download it; Bangla
 * pages preload it (app/root.tsx) and use `font-display: optional`, so the text never swaps
 * fonts after the first paint and the layout cannot shift. Bold Bangla is synthesised from it:
 * a second weight would cost another 47 KB on every Bangla page.
 */
export { default as banglaFontUrl } from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
