import type { MenuItem } from "./schemas.ts";
import { agencyUrl } from "./site-config.ts";

/**
 * Header menu and footer link lists. Kept apart from the category records so that the layout,
 * which is on every page, does not pull all service cards into the browser bundle.
 */
export const categoryLinks = [
  { label: "Software Development", href: "/software-development" },
  { label: "Digital Marketing", href: "/digital-marketing" },
  { label: "Graphics Design", href: "/graphics-design" },
  { label: "Video Editing", href: "/video-editing" },
  { label: "Data Entry", href: "/data-entry" },
  { label: "Cyber Security", href: "/cyber-security" },
] as const;

const external = (label: string, path: string): MenuItem => ({
  label,
  href: agencyUrl(path),
  external: true,
});

const categorySubmenus: Record<(typeof categoryLinks)[number]["href"], MenuItem[]> = {
  "/software-development": [
    external("Web Applications", "/services/web-applications"),
    external("Mobile Apps", "/services/mobile-apps"),
    external("E-commerce Stores", "/services/e-commerce"),
    external("Business Software", "/services/business-software"),
  ],
  "/digital-marketing": [
    external("Search Engine Optimisation", "/services/seo"),
    external("Social Media Advertising", "/services/social-media-ads"),
    external("Google Ads", "/services/google-ads"),
    external("Content Marketing", "/services/content-marketing"),
  ],
  "/graphics-design": [
    external("Brand Identity", "/services/brand-identity"),
    external("Print & Packaging", "/services/print-design"),
  ],
  "/video-editing": [
    external("Promotional Videos", "/services/promotional-videos"),
    external("Motion Graphics", "/services/motion-graphics"),
  ],
  "/data-entry": [
    external("Data Processing", "/services/data-processing"),
    external("Product Catalogues", "/services/product-catalogues"),
  ],
  "/cyber-security": [
    external("Penetration Testing", "/services/penetration-testing"),
    external("Security Audits", "/services/security-audits"),
  ],
};

export const mainMenu: MenuItem[] = [
  { label: "Home", href: "/" },
  {
    label: "Services",
    href: "/our-services",
    children: categoryLinks.map((link) => ({ ...link, children: categorySubmenus[link.href] })),
  },
  {
    label: "Projects",
    href: "/latest-projects",
    children: [
      { label: "Latest Projects", href: "/latest-projects" },
      external("Full Portfolio", "/projects"),
      external("Case Studies", "/case-studies"),
    ],
  },
  {
    label: "About",
    href: "/about-us",
    children: [
      { label: "About Us", href: "/about-us" },
      { label: "Expert Team", href: "/expert-team" },
      { label: "Happy Clients", href: "/happy-clients" },
      external("Careers", "/careers"),
    ],
  },
  { label: "Insights", href: "/insights" },
  { label: "Contact", href: "/contact-us" },
];

export const quickLinks = [
  { label: "Home", href: "/" },
  { label: "Our Services", href: "/our-services" },
  { label: "Latest Projects", href: "/latest-projects" },
  { label: "About Us", href: "/about-us" },
  { label: "Expert Team", href: "/expert-team" },
  { label: "Happy Clients", href: "/happy-clients" },
  { label: "Insights", href: "/insights" },
  { label: "Contact Us", href: "/contact-us" },
] as const;

export const popularServices: MenuItem[] = [
  external("Website Development", "/services/web-applications"),
  external("Search Engine Optimisation", "/services/seo"),
  external("Facebook & Instagram Ads", "/services/social-media-ads"),
  external("Logo & Brand Identity", "/services/brand-identity"),
  external("Promotional Videos", "/services/promotional-videos"),
  external("Penetration Testing", "/services/penetration-testing"),
];
