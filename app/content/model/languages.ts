/**
 * The languages of the site's content, in the order the editor shows them: the one list the
 * model, the editor's forms and the checks read. English is the source every other language is
 * translated from. A new language is an entry here (its code, its name in English and in itself,
 * its direction), its strings in language-strings.ts and its pages' routes.
 */
export const languages = [
  { code: "en", name: "English", nativeName: "English", dir: "ltr" },
  { code: "bn", name: "Bangla", nativeName: "বাংলা", dir: "ltr" },
] as const satisfies readonly { code: string; name: string; nativeName: string; dir: "ltr" | "rtl" }[];

export type LanguageCode = (typeof languages)[number]["code"];

export const languageCodes = languages.map((language) => language.code) as LanguageCode[];

/** The language every text is written in first, and what a missing translation falls back to. */
export const sourceLanguage: LanguageCode = "en";

export const languageOf = (code: LanguageCode) => languages.find((language) => language.code === code)!;
