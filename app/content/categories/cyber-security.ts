import type { ServiceCategory } from "../schemas.ts";
import { agencyUrl } from "../site-config.ts";

export const cyberSecurity = {
  slug: "cyber-security",
  name: "Cyber Security",
  heading: "Cyber Security",
  subtitle:
    "Find the weak points in your websites, apps and servers before someone else does, and get clear, prioritised steps to close them. If you have already been hacked, we help you recover.",
  metaDescription:
    "Web application penetration testing, security audits, server hardening and hacked website recovery for businesses in Bangladesh, the Gulf and the UK.",
  summary:
    "Penetration testing of websites and apps, security audits and server hardening, and clean-up of hacked sites, each ending in a written report you can act on.",
  image: {
    src: "/art/services/cyber-security.svg",
    alt: "Illustration of a shield with a padlock in front of a server and a laptop",
    width: 640,
    height: 420,
  },
  externalHref: agencyUrl("/services/cyber-security"),
  cards: [
    {
      id: "cs-penetration-testing",
      title: "Web & Mobile App Penetration Testing",
      description:
        "Authorised testing of your website, API or mobile app against the OWASP Top 10 and your own business logic. The report ranks each finding by risk, shows how to fix it, and includes a free retest.",
      image: {
        src: "/art/cards/cyber-security/cs-penetration-testing.svg",
        alt: "Illustration of a magnifying glass revealing a cracked lock on a web application",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/penetration-testing"),
      kind: "service",
    },
    {
      id: "cs-security-audit-hardening",
      title: "Security Audit & Server Hardening",
      description:
        "A review of your servers, cloud accounts, WordPress sites and staff email settings: updates, firewall rules, backups, two-factor sign-in and SPF, DKIM and DMARC, with the fixes applied for you.",
      image: {
        src: "/art/cards/cyber-security/cs-security-audit-hardening.svg",
        alt: "Illustration of a checklist beside a server protected by a firewall wall",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/security-audits"),
      kind: "service",
    },
    {
      id: "cs-malware-removal",
      title: "Malware Removal & Hacked Site Recovery",
      description:
        "Spam redirects, injected links or a defaced home page? We remove the malware, close the hole that let it in, request removal from browser blocklists and set up monitoring so it does not happen again.",
      image: {
        src: "/art/cards/cyber-security/cs-malware-removal.svg",
        alt: "Illustration of a bug being lifted out of a website by a pair of tweezers",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/security-audits"),
      kind: "service",
    },
    {
      id: "cs-security-projects",
      title: "Security Projects",
      description:
        "Read anonymised summaries of the penetration tests, audits and recoveries we have carried out, what we found and how each client's systems were made safer afterwards.",
      image: {
        src: "/art/cards/cyber-security/cs-security-projects.svg",
        alt: "Illustration of a folder of security reports stamped with a shield emblem",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/cyber-security"),
      kind: "projects",
    },
  ],
} satisfies ServiceCategory;
