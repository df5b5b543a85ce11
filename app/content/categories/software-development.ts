import { agencyUrl } from "../site-config.ts";
import { cardsOf, type CardId, type CategoryStrings, type CategoryStructure } from "./cards.ts";

const card = cardsOf("software-development");

/** Software Development: its image, its page on the agency's site and its 19 cards in order. */
export const softwareDevelopmentStructure = {
  slug: "software-development",
  image: { src: "/art/services/software-development.svg", width: 640, height: 420 },
  externalHref: agencyUrl("/services/software-development"),
  cards: [
    card("sd-custom-web-applications", "/services/web-applications"),
    card("sd-company-websites", "/services/web-applications"),
    card("sd-wordpress-development", "/services/web-applications"),
    card("sd-laravel-php", "/services/web-applications"),
    card("sd-react-nextjs", "/services/web-applications"),
    card("sd-android-ios-apps", "/services/mobile-apps"),
    card("sd-flutter-apps", "/services/mobile-apps"),
    card("sd-ecommerce-stores", "/services/e-commerce"),
    card("sd-shopify-stores", "/services/e-commerce"),
    card("sd-payment-gateways", "/services/e-commerce"),
    card("sd-erp-inventory", "/services/business-software"),
    card("sd-pos-systems", "/services/business-software"),
    card("sd-hr-payroll", "/services/business-software"),
    card("sd-saas-mvp", "/services/business-software"),
    card("sd-api-integrations", "/services/business-software"),
    card("sd-ui-ux-design", "/services/ui-ux-design"),
    card("sd-maintenance-support", "/services/maintenance"),
    card("sd-software-projects", "/projects/software-development", "projects"),
    card("sd-mobile-app-projects", "/projects/mobile-apps", "projects"),
  ],
} as const satisfies CategoryStructure;

export const softwareDevelopmentStrings = {
  name: "Software Development",
  heading: "Software Development",
  subtitle:
    "Websites, web applications, mobile apps and business software, designed, built and looked after by one team in Dhaka. You get working software, the source code and someone to call when it needs to change.",
  metaDescription:
    "Custom websites, web apps, mobile apps, e-commerce stores and business software built in Dhaka for clients in Bangladesh, the Gulf and the UK.",
  summary:
    "Company websites, web applications, Android and iOS apps, online shops and in-house business software, built to your brief and handed over with the source code.",
  image: { alt: "Illustration of a code editor window beside a phone showing an app screen" },
  cards: {
    "sd-custom-web-applications": {
      title: "Custom Web Application Development",
      description:
        "Booking systems, client portals, dashboards and internal tools built around the way your business actually works, with user roles, audit logs and an admin panel your staff can use without training.",
      image: { alt: "Illustration of a browser window showing a dashboard with charts and a data table" },
    },
    "sd-company-websites": {
      title: "Company Website Development",
      description:
        "A fast, mobile-first website that explains what you do, shows your work and turns visitors into enquiries. Includes a content editor, contact forms, Google Maps and basic on-page SEO from day one.",
      image: { alt: "Illustration of a company home page displayed on a laptop and a phone" },
    },
    "sd-wordpress-development": {
      title: "WordPress Development",
      description:
        "Custom WordPress themes and plugins rather than bloated page builders, so your site stays quick and easy to update. We also take over, tidy up and speed up existing WordPress sites.",
      image: { alt: "Illustration of a content editor with text blocks and an image being arranged on a page" },
    },
    "sd-laravel-php": {
      title: "Laravel & PHP Development",
      description:
        "Back-end systems and APIs in Laravel with tested code, queued jobs and sensible database design. A good fit when you need a reliable admin-heavy application on affordable shared or VPS hosting.",
      image: { alt: "Illustration of server racks connected to a database cylinder and an application window" },
    },
    "sd-react-nextjs": {
      title: "React & Next.js Front-End Development",
      description:
        "Interactive front ends in React, Next.js and React Router with server rendering for speed and search visibility. We build accessible components that your in-house team can extend later.",
      image: { alt: "Illustration of interface components snapping together into a web page layout" },
    },
    "sd-android-ios-apps": {
      title: "Android & iOS App Development",
      description:
        "Native-quality mobile apps for customers or field staff: sign-in, push notifications, offline mode, maps and payments. We prepare the store listings and manage the Google Play and App Store submissions.",
      image: { alt: "Illustration of two smartphones side by side showing the same app on Android and iOS" },
    },
    "sd-flutter-apps": {
      title: "Flutter Cross-Platform Apps",
      description:
        "One Flutter codebase for Android and iOS, which keeps the budget and the maintenance down. Ideal for delivery, loyalty, booking and learning apps that need to reach both platforms at launch.",
      image: { alt: "Illustration of a single code file branching into an Android phone and an iPhone" },
    },
    "sd-ecommerce-stores": {
      title: "E-commerce Store Development",
      description:
        "Online shops with product variants, stock control, delivery zones and cash on delivery. Built for how people buy in Bangladesh and the Gulf, with order alerts by SMS or WhatsApp for your team.",
      image: { alt: "Illustration of an online shop product grid with a shopping cart and delivery van" },
    },
    "sd-shopify-stores": {
      title: "Shopify Store Set-up & Customisation",
      description:
        "Shopify stores set up properly: theme customisation, product import, shipping rules, taxes and apps chosen with care. Good for brands selling to the UAE, Saudi Arabia or the UK who want a hosted platform.",
      image: { alt: "Illustration of a shopping bag icon above a customised store theme on a tablet" },
    },
    "sd-payment-gateways": {
      title: "Payment Gateway Integration",
      description:
        "bKash, Nagad and SSLCommerz for Bangladesh, and Stripe, PayTabs or Checkout.com for international cards, connected to your site or app with proper payment confirmation, refunds and reconciliation reports.",
      image: { alt: "Illustration of a checkout screen on a phone beside a bank card and a mobile wallet" },
    },
    "sd-erp-inventory": {
      title: "ERP & Inventory Management Software",
      description:
        "Purchasing, stock, sales, accounts and reporting in one system for traders, manufacturers and garment suppliers. Replaces the shared spreadsheets with one source of truth and permission-based access.",
      image: { alt: "Illustration of warehouse shelves with boxes linked to a stock report on a monitor" },
    },
    "sd-pos-systems": {
      title: "Point of Sale Systems",
      description:
        "Point of sale software for shops, pharmacies and restaurants: barcode scanning, receipts, VAT, multiple branches and daily sales reports, working offline when the internet drops and syncing once it is back.",
      image: { alt: "Illustration of a shop counter with a till screen, barcode scanner and printed receipt" },
    },
    "sd-hr-payroll": {
      title: "HR & Payroll Software",
      description:
        "Staff records, attendance from fingerprint devices, leave, payslips and salary sheets in one place. Configured to your pay structure, overtime rules and festival bonuses rather than a generic template.",
      image: { alt: "Illustration of employee profile cards next to a calendar and a payslip" },
    },
    "sd-saas-mvp": {
      title: "SaaS Product & MVP Development",
      description:
        "Turn a product idea into a first version paying customers can use: subscriptions, team accounts and billing. We agree the smallest useful scope with you and ship it in short, visible iterations.",
      image: { alt: "Illustration of a rocket rising from a laptop showing a pricing page" },
    },
    "sd-api-integrations": {
      title: "API Development & Integrations",
      description:
        "REST and GraphQL APIs for your apps and partners, plus integrations with couriers, SMS gateways, accounting tools, CRMs and Google Workspace, so data stops being copied by hand between systems.",
      image: { alt: "Illustration of several application icons connected by lines to a central hub" },
    },
    "sd-ui-ux-design": {
      title: "UI/UX Design for Web & Mobile",
      description:
        "User research, wireframes and clickable Figma prototypes tested with real users before any code is written. You get a design system your developers can follow, with layouts for English and Arabic.",
      image: { alt: "Illustration of wireframe sketches turning into a polished app screen" },
    },
    "sd-maintenance-support": {
      title: "Website & App Maintenance",
      description:
        "Monthly care plans covering updates, backups, uptime monitoring, security patches and small changes. You report an issue once and we fix it, with a log of everything done each month.",
      image: { alt: "Illustration of a wrench and gear beside a website with a green status indicator" },
    },
    "sd-software-projects": {
      title: "Software Projects",
      description:
        "Browse the web applications, business systems and websites we have delivered, with notes on the problem each client brought us and what the finished software does for them today.",
      image: { alt: "Illustration of a portfolio wall of application screenshots in frames" },
    },
    "sd-mobile-app-projects": {
      title: "Mobile App Projects",
      description:
        "See the Android, iOS and Flutter apps we have designed and launched for retailers, service companies and start-ups, from the first prototype to the published store listing.",
      image: { alt: "Illustration of a row of phones each showing a different app home screen" },
    },
  },
} satisfies CategoryStrings<CardId<typeof softwareDevelopmentStructure>>;
