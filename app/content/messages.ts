/**
 * Interface strings that are not content records. Components read labels from here instead of
 * inlining them, so that the planned Bangla edition can add a locale without touching components.
 */
export const messages = {
  skipToContent: "Skip to main content",
  primaryNavigation: "Main",
  footerNavigation: "Footer",
  openMenu: "Menu",
  showSubmenu: (label: string) => `Show ${label} submenu`,
  opensInNewTab: "(opens in a new tab)",
  contactBar: "Contact details",
  socialLinks: "Social media",
  followOn: (network: string) => `Follow us on ${network}`,
  emailUs: "Email us",
  callUs: "Call us",
  contactShortcuts: "Quick contact",
  shortcutCall: "Call us now",
  shortcutWhatsapp: "Chat with us on WhatsApp",
  shortcutTelegram: "Message us on Telegram",
  shortcutMessenger: "Message us on Facebook Messenger",
  footerContact: "Contact",
  footerQuickLinks: "Quick links",
  footerCategories: "Service categories",
  footerPopular: "Popular services",
  copyright: (year: number, legalName: string) => `© ${year} ${legalName}. All rights reserved.`,
  homeLink: (brand: string) => `${brand} home`,
  mainPages: "Main pages",
  errorTitle: "Something went wrong",
  errorText: "An unexpected error stopped this page from loading. Please try again in a moment.",
} as const;
