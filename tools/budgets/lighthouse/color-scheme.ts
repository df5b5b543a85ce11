import { z } from "zod";

/**
 * LIGHTHOUSE_COLOR_SCHEME: the system colour scheme the measured pages see (decision 026), so that
 * the budget can be checked in both themes. Every run is a first visit with localStorage cleared,
 * so the theme is "as on this device", and the device's setting is this one. Default light.
 */
const schema = z.enum(["light", "dark"]).default("light");

export type ColorScheme = z.infer<typeof schema>;

/** The setting, parsed once; a value other than light or dark stops the run with what is allowed. */
export function colorSchemeSetting(value: string | undefined): ColorScheme {
  const parsed = schema.safeParse(value === "" ? undefined : value);
  if (!parsed.success) throw new Error(`LIGHTHOUSE_COLOR_SCHEME is "${value}": use light or dark (or leave it unset).`);
  return parsed.data;
}

/**
 * Chromium's switch for the scheme pages see through prefers-color-scheme (0 dark, 1 light), set
 * for the whole browser: Lighthouse opens its own tab, where a per-page emulation would not reach.
 */
export const colorSchemeFlags = (scheme: ColorScheme): string[] => [
  `--blink-settings=preferredColorScheme=${scheme === "dark" ? 0 : 1}`,
];
