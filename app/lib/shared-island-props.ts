import type { Locale } from "~/content/locale.ts";
import { siteContent } from "~/content/site-content.ts";
import { carouselLabels } from "~/lib/carousel-labels.ts";
import { contactFormLabels } from "~/lib/contact-form-labels.ts";
import { sharedIslandPropsPath, type SharedIslandName } from "~/lib/shared-island-paths.ts";

/**
 * The largest island props, the same on every page of a language: the desktop menu, the
 * testimonials, the contact form's fields and messages, and the home page's banners. They travel
 * as cached files (/islands/navigation.json, /bn/islands/…), fetched when the island hydrates,
 * instead of in every page's HTML next to the same content already rendered there: on Bangla
 * pages those bytes pushed the HTML past the first TCP round trip (14,600 bytes, headers
 * included), and Lighthouse's mobile model then requests the largest image a round trip later
 * (LCP +130 ms on /bn/latest-projects, medians of five).
 */
export const sharedIslandProps = {
  navigation(locale: Locale) {
    const { messages, navigation } = siteContent(locale);
    return {
      mainMenu: navigation.mainMenu,
      labels: {
        navigation: messages.primaryNavigation,
        showSubmenu: messages.showSubmenu("{label}"),
        opensInNewTab: messages.opensInNewTab,
      },
    };
  },
  testimonials(locale: Locale) {
    const { company, messages, testimonials } = siteContent(locale);
    return {
      heading: company.testimonialsHeading,
      subtitle: company.testimonialsSubtitle,
      testimonials,
      labels: carouselLabels(messages, testimonials.length, messages.testimonialsRegion),
    };
  },
  "contact-form"(locale: Locale) {
    const { contact, messages, paths } = siteContent(locale);
    return {
      action: paths.contact,
      language: locale,
      fields: contact.fields,
      labels: contactFormLabels(contact.messages, { label: messages.privacy, href: paths.privacy }),
    };
  },
  hero(locale: Locale) {
    const { heroBanners, messages, pages } = siteContent(locale);
    return {
      banners: heroBanners,
      heading: pages.home.heading,
      labels: carouselLabels(messages, heroBanners.length, messages.heroRegion),
    };
  },
} satisfies Record<SharedIslandName, (locale: Locale) => object>;

/** What an <Island shared={…}> needs: the file's URL and, for the server render, its props. */
export function sharedIsland<N extends SharedIslandName>(name: N, locale: Locale) {
  return {
    url: sharedIslandPropsPath(name, locale),
    props: sharedIslandProps[name](locale) as ReturnType<(typeof sharedIslandProps)[N]>,
  };
}
