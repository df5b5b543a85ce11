import { siteConfig } from "./site-config.ts";

function listWithOr(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

const paymentProviders = listWithOr(siteConfig.mobilePayments.map((payment) => payment.provider));

/** Headings and copy of the company, team, testimonial, contact, project, services and stats sections. */
export const company = {
  aboutHeading: `About ${siteConfig.brand}`,
  aboutText: [
    `${siteConfig.brand} is a software and digital services agency in ${siteConfig.address.locality}, working since ${siteConfig.foundedYear} with shops, clinics, manufacturers, start-ups and service companies in Bangladesh, the United Arab Emirates, Saudi Arabia and the United Kingdom.`,
    "One in-house team covers software development, digital marketing, graphic design, video editing, data entry and cyber security. A new website can come with its launch campaign, its graphics and its security check, and you deal with one project manager instead of four suppliers.",
    "We agree the scope and price in writing before work starts, share progress every week and hand over the source code, design files and account access when the project is done. Much of our work comes from clients who return for the next project or recommend us to a colleague.",
  ],
  missionHeading: "Our Mission",
  mission:
    "To give growing businesses the kind of careful, well-built digital work usually reserved for large companies, at a price they can plan for, explained in plain language and supported long after launch.",
  expertiseHeading: "Our Expertise",
  expertise: [
    "Web and mobile app development",
    "E-commerce and local payment gateways",
    "Search engine optimisation",
    "Social media and search advertising",
    "Brand identity and graphic design",
    "Video editing and motion graphics",
    "Data entry and data management",
    "Penetration testing and security audits",
  ],
  paymentsHeading: "Pay by Mobile Banking",
  paymentsNote: `You can pay invoices by ${paymentProviders} to the personal numbers below; please send us the transaction ID and your invoice number after paying so we can confirm receipt.`,
  videoHeading: "Inside Our Office",
  videoPosterAlt: `Illustrated still of the ${siteConfig.brand} office with people working at their desks`,
  teamHeading: "Our Expert Team",
  teamSubtitle: "The people who plan, build and look after your project, and the ones you will hear from directly.",
  testimonialsHeading: "Our Trusted Clients",
  testimonialsSubtitle: "We work with global brands",
  contactHeading: "Contact Us",
  contactSubtitle:
    "Tell us about your project, question or problem. Fill in the form and we will reply by email, or reach us by phone or WhatsApp during office hours.",
  followHeading: "Follow Us",
  followText: `See recent work, behind-the-scenes clips and practical tips from the ${siteConfig.brand} team on our social channels.`,
  projectsHeading: "Latest Projects",
  projectsSubtitle:
    "A selection of websites we have recently built for clients in healthcare and cleaning services, and our own.",
  servicesHeading: "Our Services",
  servicesSubtitle:
    "Six areas of work, one team. Choose a category to see the individual services and what each one includes.",
  statsHeading: "Our Work in Numbers",
  statsSubtitle: `What ${siteConfig.brand} has delivered since opening in ${siteConfig.foundedYear}.`,
} as const;
