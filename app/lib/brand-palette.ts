import { type Palette, parsePalette } from "../styles/palette.ts";
import tokensCss from "../styles/tokens.css?raw";

/**
 * The design tokens' colours for code that draws outside a stylesheet in the bundled server (the
 * Open Graph cards a publish draws again, server/pages/og-card-refresh.server.ts): the tokens
 * file travels inside the bundle, so the production image needs no app/ folder. Plain Node (the
 * build's tools) cannot import CSS and parses the file itself (tools/art/illustrations/palette.ts).
 */
export const brandPalette = (): Palette => parsePalette(tokensCss, "app/styles/tokens.css");
