/**
 * How stored values read on the dashboard and in its exports. '' in a rollup means "none" (a
 * direct visit, no campaign, an unknown country); a null lead value means the message has no
 * attribution. Everything else is shown exactly as stored, as text.
 */
export const notRecorded = "(not recorded)";

const languages: Record<string, string> = { en: "English", bn: "Bangla" };
const devices: Record<string, string> = { phone: "Phone", tablet: "Tablet", desktop: "Desktop" };
const regions = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

export function countryName(code: string): string {
  if (code === "") return "(unknown)";
  let name: string | undefined;
  try {
    name = regions.of(code);
  } catch {
    name = undefined;
  }
  return name ? `${name} (${code})` : code;
}

export const languageName = (code: string) => languages[code] ?? code;
export const deviceName = (value: string) => devices[value] ?? value;
export const referrerName = (value: string | null) =>
  value === null ? notRecorded : value === "" ? "(direct)" : value;
export const pageName = (value: string | null) => (value === null ? notRecorded : value);
