import type { company as companyContent } from "~/content/company.ts";
import type { OfficeCard, Testimonial, TeamMember } from "~/content/schemas.ts";
import { CompanyInfo } from "./company-info.tsx";
import { ContactSection } from "./contact-section.tsx";
import { TeamSection } from "./team-section.tsx";
import { TestimonialsSlider } from "./testimonials-slider.tsx";
import { Island } from "~/islands/island.tsx";

export type SharedSectionKey = "about" | "team" | "clients" | "contact";
export type SharedSectionsData = {
  company: typeof companyContent;
  teamMembers: TeamMember[];
  testimonials: Testimonial[];
  officeCards: OfficeCard[];
};

const defaultOrder: SharedSectionKey[] = ["about", "team", "clients", "contact"];

/**
 * The four sections every page ends with (DECISIONS.md). A page about one of them passes it as
 * `lead`: it comes first and carries the page's h1.
 */
export function SharedSections({ data, lead }: { data: SharedSectionsData; lead?: SharedSectionKey }) {
  const order = lead ? [lead, ...defaultOrder.filter((key) => key !== lead)] : defaultOrder;
  const { company } = data;
  return order.map((key) => {
    const level = key === lead ? 1 : 2;
    switch (key) {
      case "about":
        return <CompanyInfo key={key} company={company} level={level} />;
      case "team":
        return (
          <TeamSection
            key={key}
            heading={company.teamHeading}
            subtitle={company.teamSubtitle}
            members={data.teamMembers}
            level={level}
          />
        );
      case "clients":
        return (
          <Island
            key={key}
            name="testimonials"
            component={TestimonialsSlider}
            props={{
              heading: company.testimonialsHeading,
              subtitle: company.testimonialsSubtitle,
              testimonials: data.testimonials,
              level,
            }}
          />
        );
      case "contact":
        return <ContactSection key={key} company={company} officeCards={data.officeCards} level={level} />;
    }
  });
}
