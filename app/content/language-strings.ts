import { contactFieldStrings as bnContactFields, contactMessages as bnContactMessages } from "./bn/contact-form.ts";
import { messages as bnMessages } from "./bn/messages.ts";
import { navigationLabels as bnNavigation } from "./bn/navigation.ts";
import { privacyStrings as bnPrivacy } from "./bn/privacy.ts";
import { contactFieldStrings, contactMessages } from "./contact-form.ts";
import type { Locale } from "./locale.ts";
import type { Localized } from "./localized.ts";
import { messages } from "./messages.ts";
import { navigationLabels } from "./navigation.ts";
import { privacyStrings } from "./privacy.ts";

/**
 * The strings that stay in code (decision 022): the interface's labels, the menus' labels, the
 * contact form's words and the privacy page, whose figures are the code's own (it names the
 * agency from the edition's site record). Everything staff edit is in the edition (app/content/edition/). Every table is typed
 * where it is declared, so a missing or extra string fails the type check.
 */
const english = {
  messages,
  privacy: privacyStrings,
  navigation: navigationLabels,
  contact: { fields: contactFieldStrings, messages: contactMessages },
};

export type LanguageStrings = Localized<typeof english>;

/** Every language's strings; a language without one of English's tables fails the type check here. */
export const languageStrings: Record<Locale, LanguageStrings> = {
  en: english,
  bn: {
    messages: bnMessages,
    privacy: bnPrivacy,
    navigation: bnNavigation,
    contact: { fields: bnContactFields, messages: bnContactMessages },
  },
};
