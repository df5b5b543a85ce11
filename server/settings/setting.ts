import { z } from "zod";

/** What docs/settings.md says of a setting: what it does, and what leaving it unset means when it has no default. */
export type SettingDoc = { description: string; unset?: string };

/** Each setting's words, kept with its schema: the one place a setting is described (settings-doc.ts). */
export const settingDocs = z.registry<SettingDoc>();

/**
 * The one rule for an empty value: a variable present but empty (`KEY=` in an env file, or only
 * spaces) is unset, so it takes its default. Then `.default(…)` or nothing (optional), and
 * `.register(settingDocs, …)`.
 */
export const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** A duration in milliseconds within bounds: a typo (seconds for milliseconds) is refused at start-up. */
export const milliseconds = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** "0" or "1", for switches; the error says what each means. */
export const flag = (meaning: string) => z.enum(["0", "1"], { error: `must be ${meaning}` });
