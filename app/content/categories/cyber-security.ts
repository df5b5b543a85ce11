import { agencyUrl } from "../site-config.ts";
import { cardsOf, type CardId, type CategoryStrings, type CategoryStructure } from "./cards.ts";

const card = cardsOf("cyber-security");

/** Cyber Security: its image, its page on the agency's site and its 4 cards in order. */
export const cyberSecurityStructure = {
  slug: "cyber-security",
  image: { src: "/art/services/cyber-security.svg", width: 640, height: 420 },
  externalHref: agencyUrl("/services/cyber-security"),
  cards: [
    card("cs-penetration-testing", "/services/penetration-testing"),
    card("cs-security-audit-hardening", "/services/security-audits"),
    card("cs-malware-removal", "/services/security-audits"),
    card("cs-security-projects", "/projects/cyber-security", "projects"),
  ],
} as const satisfies CategoryStructure;

export const cyberSecurityStrings = {
  name: "Cyber Security",
  heading: "Cyber Security",
  subtitle:
    "Find the weak points in your websites, apps and servers before someone else does, and get clear, prioritised steps to close them. If you have already been hacked, we help you recover.",
  metaDescription:
    "Web application penetration testing, security audits, server hardening and hacked website recovery for businesses in Bangladesh, the Gulf and the UK.",
  summary:
    "Penetration testing of websites and apps, security audits and server hardening, and clean-up of hacked sites, each ending in a written report you can act on.",
  image: { alt: "Illustration of a shield with a padlock in front of a server and a laptop" },
  cards: {
    "cs-penetration-testing": {
      title: "Web & Mobile App Penetration Testing",
      description:
        "Authorised testing of your website, API or mobile app against the OWASP Top 10 and your own business logic. The report ranks each finding by risk, shows how to fix it, and includes a free retest.",
      image: { alt: "Illustration of a magnifying glass revealing a cracked lock on a web application" },
    },
    "cs-security-audit-hardening": {
      title: "Security Audit & Server Hardening",
      description:
        "A review of your servers, cloud accounts, WordPress sites and staff email settings: updates, firewall rules, backups, two-factor sign-in and SPF, DKIM and DMARC, with the fixes applied for you.",
      image: { alt: "Illustration of a checklist beside a server protected by a firewall wall" },
    },
    "cs-malware-removal": {
      title: "Malware Removal & Hacked Site Recovery",
      description:
        "Spam redirects, injected links or a defaced home page? We remove the malware, close the hole that let it in, request removal from browser blocklists and set up monitoring so it does not happen again.",
      image: { alt: "Illustration of a bug being lifted out of a website by a pair of tweezers" },
    },
    "cs-security-projects": {
      title: "Security Projects",
      description:
        "Read anonymised summaries of the penetration tests, audits and recoveries we have carried out, what we found and how each client's systems were made safer afterwards.",
      image: { alt: "Illustration of a folder of security reports stamped with a shield emblem" },
    },
  },
} satisfies CategoryStrings<CardId<typeof cyberSecurityStructure>>;
