import { useContent } from "~/components/content-context.tsx";
import { CAROUSEL_HYDRATE_BY_MS } from "~/components/ui/use-carousel.ts";
import { Island } from "~/islands/island.tsx";
import { sharedIsland } from "~/lib/shared-island-props.ts";
import { CompanyInfo } from "./company-info.tsx";
import { ContactSection } from "./contact-section.tsx";
import { TeamSection } from "./team-section.tsx";
import { TestimonialsSlider } from "./testimonials-slider.tsx";

export type SharedSectionKey = "about" | "team" | "clients" | "contact";

const defaultOrder: SharedSectionKey[] = ["about", "team", "clients", "contact"];

/**
 * The four sections every page ends with: About, Expert Team, Happy Clients and Contact. A page
 * about one of them passes it as `lead`: it comes first and carries the page's h1.
 */
export function SharedSections({ lead }: { lead?: SharedSectionKey }) {
  const { company, locale, teamMembers } = useContent();
  const order = lead ? [lead, ...defaultOrder.filter((key) => key !== lead)] : defaultOrder;
  return order.map((key) => {
    const level = key === lead ? 1 : 2;
    switch (key) {
      case "about":
        return <CompanyInfo key={key} level={level} />;
      case "team":
        return (
          <TeamSection
            key={key}
            heading={company.teamHeading}
            subtitle={company.teamSubtitle}
            members={teamMembers}
            level={level}
          />
        );
      case "clients":
        return (
          <Island
            key={key}
            name="testimonials"
            component={TestimonialsSlider}
            props={{ level }}
            shared={sharedIsland("testimonials", locale)}
            hydrateAt={CAROUSEL_HYDRATE_BY_MS}
          />
        );
      case "contact":
        return <ContactSection key={key} level={level} />;
    }
  });
}
