import type { ServiceCategory } from "../schemas.ts";
import { agencyUrl } from "../site-config.ts";

export const softwareDevelopment = {
  slug: "software-development",
  name: "Software Development",
  heading: "Software Development",
  subtitle:
    "Websites, web applications, mobile apps and business software, designed, built and looked after by one team in Dhaka. You get working software, the source code and someone to call when it needs to change.",
  metaDescription:
    "Custom websites, web apps, mobile apps, e-commerce stores and business software built in Dhaka for clients in Bangladesh, the Gulf and the UK.",
  summary:
    "Company websites, web applications, Android and iOS apps, online shops and in-house business software, built to your brief and handed over with the source code.",
  image: {
    src: "/art/services/software-development.svg",
    alt: "Illustration of a code editor window beside a phone showing an app screen",
    width: 640,
    height: 420,
  },
  externalHref: agencyUrl("/services/software-development"),
  cards: [
    {
      id: "sd-custom-web-applications",
      title: "Custom Web Application Development",
      description:
        "Booking systems, client portals, dashboards and internal tools built around the way your business actually works, with user roles, audit logs and an admin panel your staff can use without training.",
      image: {
        src: "/art/cards/software-development/sd-custom-web-applications.svg",
        alt: "Illustration of a browser window showing a dashboard with charts and a data table",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/web-applications"),
      kind: "service",
    },
    {
      id: "sd-company-websites",
      title: "Company Website Development",
      description:
        "A fast, mobile-first website that explains what you do, shows your work and turns visitors into enquiries. Includes a content editor, contact forms, Google Maps and basic on-page SEO from day one.",
      image: {
        src: "/art/cards/software-development/sd-company-websites.svg",
        alt: "Illustration of a company home page displayed on a laptop and a phone",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/web-applications"),
      kind: "service",
    },
    {
      id: "sd-wordpress-development",
      title: "WordPress Development",
      description:
        "Custom WordPress themes and plugins rather than bloated page builders, so your site stays quick and easy to update. We also take over, tidy up and speed up existing WordPress sites.",
      image: {
        src: "/art/cards/software-development/sd-wordpress-development.svg",
        alt: "Illustration of a content editor with text blocks and an image being arranged on a page",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/web-applications"),
      kind: "service",
    },
    {
      id: "sd-laravel-php",
      title: "Laravel & PHP Development",
      description:
        "Back-end systems and APIs in Laravel with tested code, queued jobs and sensible database design. A good fit when you need a reliable admin-heavy application on affordable shared or VPS hosting.",
      image: {
        src: "/art/cards/software-development/sd-laravel-php.svg",
        alt: "Illustration of server racks connected to a database cylinder and an application window",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/web-applications"),
      kind: "service",
    },
    {
      id: "sd-react-nextjs",
      title: "React & Next.js Front-End Development",
      description:
        "Interactive front ends in React, Next.js and React Router with server rendering for speed and search visibility. We build accessible components that your in-house team can extend later.",
      image: {
        src: "/art/cards/software-development/sd-react-nextjs.svg",
        alt: "Illustration of interface components snapping together into a web page layout",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/web-applications"),
      kind: "service",
    },
    {
      id: "sd-android-ios-apps",
      title: "Android & iOS App Development",
      description:
        "Native-quality mobile apps for customers or field staff: sign-in, push notifications, offline mode, maps and payments. We prepare the store listings and manage the Google Play and App Store submissions.",
      image: {
        src: "/art/cards/software-development/sd-android-ios-apps.svg",
        alt: "Illustration of two smartphones side by side showing the same app on Android and iOS",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/mobile-apps"),
      kind: "service",
    },
    {
      id: "sd-flutter-apps",
      title: "Flutter Cross-Platform Apps",
      description:
        "One Flutter codebase for Android and iOS, which keeps the budget and the maintenance down. Ideal for delivery, loyalty, booking and learning apps that need to reach both platforms at launch.",
      image: {
        src: "/art/cards/software-development/sd-flutter-apps.svg",
        alt: "Illustration of a single code file branching into an Android phone and an iPhone",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/mobile-apps"),
      kind: "service",
    },
    {
      id: "sd-ecommerce-stores",
      title: "E-commerce Store Development",
      description:
        "Online shops with product variants, stock control, delivery zones and cash on delivery. Built for how people buy in Bangladesh and the Gulf, with order alerts by SMS or WhatsApp for your team.",
      image: {
        src: "/art/cards/software-development/sd-ecommerce-stores.svg",
        alt: "Illustration of an online shop product grid with a shopping cart and delivery van",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/e-commerce"),
      kind: "service",
    },
    {
      id: "sd-shopify-stores",
      title: "Shopify Store Set-up & Customisation",
      description:
        "Shopify stores set up properly: theme customisation, product import, shipping rules, taxes and apps chosen with care. Good for brands selling to the UAE, Saudi Arabia or the UK who want a hosted platform.",
      image: {
        src: "/art/cards/software-development/sd-shopify-stores.svg",
        alt: "Illustration of a shopping bag icon above a customised store theme on a tablet",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/e-commerce"),
      kind: "service",
    },
    {
      id: "sd-payment-gateways",
      title: "Payment Gateway Integration",
      description:
        "bKash, Nagad and SSLCommerz for Bangladesh, and Stripe, PayTabs or Checkout.com for international cards, connected to your site or app with proper payment confirmation, refunds and reconciliation reports.",
      image: {
        src: "/art/cards/software-development/sd-payment-gateways.svg",
        alt: "Illustration of a checkout screen on a phone beside a bank card and a mobile wallet",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/e-commerce"),
      kind: "service",
    },
    {
      id: "sd-erp-inventory",
      title: "ERP & Inventory Management Software",
      description:
        "Purchasing, stock, sales, accounts and reporting in one system for traders, manufacturers and garment suppliers. Replaces the shared spreadsheets with one source of truth and permission-based access.",
      image: {
        src: "/art/cards/software-development/sd-erp-inventory.svg",
        alt: "Illustration of warehouse shelves with boxes linked to a stock report on a monitor",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/business-software"),
      kind: "service",
    },
    {
      id: "sd-pos-systems",
      title: "Point of Sale Systems",
      description:
        "Point of sale software for shops, pharmacies and restaurants: barcode scanning, receipts, VAT, multiple branches and daily sales reports, working offline when the internet drops and syncing once it is back.",
      image: {
        src: "/art/cards/software-development/sd-pos-systems.svg",
        alt: "Illustration of a shop counter with a till screen, barcode scanner and printed receipt",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/business-software"),
      kind: "service",
    },
    {
      id: "sd-hr-payroll",
      title: "HR & Payroll Software",
      description:
        "Staff records, attendance from fingerprint devices, leave, payslips and salary sheets in one place. Configured to your pay structure, overtime rules and festival bonuses rather than a generic template.",
      image: {
        src: "/art/cards/software-development/sd-hr-payroll.svg",
        alt: "Illustration of employee profile cards next to a calendar and a payslip",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/business-software"),
      kind: "service",
    },
    {
      id: "sd-saas-mvp",
      title: "SaaS Product & MVP Development",
      description:
        "Turn a product idea into a first version paying customers can use: subscriptions, team accounts and billing. We agree the smallest useful scope with you and ship it in short, visible iterations.",
      image: {
        src: "/art/cards/software-development/sd-saas-mvp.svg",
        alt: "Illustration of a rocket rising from a laptop showing a pricing page",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/business-software"),
      kind: "service",
    },
    {
      id: "sd-api-integrations",
      title: "API Development & Integrations",
      description:
        "REST and GraphQL APIs for your apps and partners, plus integrations with couriers, SMS gateways, accounting tools, CRMs and Google Workspace, so data stops being copied by hand between systems.",
      image: {
        src: "/art/cards/software-development/sd-api-integrations.svg",
        alt: "Illustration of several application icons connected by lines to a central hub",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/business-software"),
      kind: "service",
    },
    {
      id: "sd-ui-ux-design",
      title: "UI/UX Design for Web & Mobile",
      description:
        "User research, wireframes and clickable Figma prototypes tested with real users before any code is written. You get a design system your developers can follow, with layouts for English and Arabic.",
      image: {
        src: "/art/cards/software-development/sd-ui-ux-design.svg",
        alt: "Illustration of wireframe sketches turning into a polished app screen",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/ui-ux-design"),
      kind: "service",
    },
    {
      id: "sd-maintenance-support",
      title: "Website & App Maintenance",
      description:
        "Monthly care plans covering updates, backups, uptime monitoring, security patches and small changes. You report an issue once and we fix it, with a log of everything done each month.",
      image: {
        src: "/art/cards/software-development/sd-maintenance-support.svg",
        alt: "Illustration of a wrench and gear beside a website with a green status indicator",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/services/maintenance"),
      kind: "service",
    },
    {
      id: "sd-software-projects",
      title: "Software Projects",
      description:
        "Browse the web applications, business systems and websites we have delivered, with notes on the problem each client brought us and what the finished software does for them today.",
      image: {
        src: "/art/cards/software-development/sd-software-projects.svg",
        alt: "Illustration of a portfolio wall of application screenshots in frames",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/software-development"),
      kind: "projects",
    },
    {
      id: "sd-mobile-app-projects",
      title: "Mobile App Projects",
      description:
        "See the Android, iOS and Flutter apps we have designed and launched for retailers, service companies and start-ups, from the first prototype to the published store listing.",
      image: {
        src: "/art/cards/software-development/sd-mobile-app-projects.svg",
        alt: "Illustration of a row of phones each showing a different app home screen",
        width: 480,
        height: 320,
      },
      href: agencyUrl("/projects/mobile-apps"),
      kind: "projects",
    },
  ],
} satisfies ServiceCategory;
