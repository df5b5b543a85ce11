// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ContentProvider } from "~/components/content-context.tsx";
import { mockReducedMotion } from "~/components/ui/reduced-motion.test-helper.ts";
import { setEditionSource } from "~/content/edition/edition-source.ts";
import { initialEdition } from "~/content/edition/initial-edition.ts";
import { siteContent } from "~/content/site-content.ts";
import { sharedIslandProps } from "~/lib/shared-island-props.ts";
import { CategoryGrid } from "./category-grid.tsx";
import { ContactSection } from "./contact-section.tsx";
import { editionAtBound, recordBounds, type BoundEnd } from "./edition-with-counts.test-helper.ts";
import { HeroCarousel } from "./hero-carousel.tsx";
import { ProjectsGrid } from "./projects-grid.tsx";
import { StatsBlock } from "./stats-block.tsx";
import { TeamSection } from "./team-section.tsx";
import { TestimonialsSlider } from "./testimonials-slider.tsx";

const pages = [
  ["en", "/"],
  ["bn", "/bn"],
] as const;

const editions = { min: editionAtBound("min"), max: editionAtBound("max") };

function renderAt(path: string, section: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ContentProvider>{section}</ContentProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  setEditionSource(() => initialEdition);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

for (const end of ["min", "max"] as const satisfies BoundEnd[]) {
  for (const [locale, home] of pages) {
    describe(`${locale}, every collection at its ${end} bound`, () => {
      beforeEach(() => setEditionSource(() => editions[end]));
      const count = (name: keyof typeof recordBounds) => recordBounds[name][end];

      test(`the hero shows ${count("heroBanners")} banner(s); carousel controls only when there is more than one`, () => {
        const { container } = renderAt(home, <HeroCarousel {...sharedIslandProps.hero(locale)} />);
        const banners = count("heroBanners");
        const region = container.querySelector("section");
        expect(container.querySelectorAll("h2")).toHaveLength(banners);
        if (banners === 1) {
          expect(screen.queryAllByRole("button")).toHaveLength(0);
          expect(screen.queryAllByRole("group")).toHaveLength(0);
          expect(region?.hasAttribute("aria-roledescription")).toBe(false);
          act(() => vi.advanceTimersByTime(20_000));
          expect(vi.getTimerCount()).toBe(0);
        } else {
          expect(region?.getAttribute("aria-roledescription")).toBe(siteContent(locale).messages.carousel);
          expect(screen.getAllByRole("group")).toHaveLength(banners);
          // Pause, previous, next and a picker per banner: 12 still fit a phone's line (hero test).
          expect(screen.getAllByRole("button")).toHaveLength(3 + banners);
        }
      });

      test(`the statistics show ${count("statistics")} figures in full rows and ${count("rates")} named meter(s)`, () => {
        const { company } = siteContent(locale);
        renderAt(home, <StatsBlock heading={company.statsHeading} subtitle={company.statsSubtitle} />);
        const figures = screen.getByTestId("statistics");
        expect(figures.querySelectorAll("dt")).toHaveLength(count("statistics"));
        // 2 → two halves, 8 → two rows of four: no row has a hole.
        expect(figures.className).toContain(count("statistics") === 2 ? "lg:[--cols:2]" : "lg:[--cols:4]");
        expect(screen.getAllByRole("meter")).toHaveLength(count("rates"));
      });

      test(`the projects grid and the team show ${count("projects")} project(s) and ${count("teamMembers")} member(s), rows centred`, () => {
        const { company, projects, teamMembers } = siteContent(locale);
        renderAt(
          home,
          <>
            <ProjectsGrid heading="Projects" subtitle={company.projectsSubtitle} projects={projects} level={1} />
            <TeamSection heading="Team" subtitle={company.teamSubtitle} members={teamMembers} level={1} />
          </>,
        );
        for (const [testId, records] of [
          ["projects-grid", count("projects")],
          ["team-grid", count("teamMembers")],
        ] as const) {
          const grid = screen.getByTestId(testId);
          expect(grid.querySelectorAll(":scope > li")).toHaveLength(records);
          expect(grid.className).toContain("card-rows");
        }
        // On the team's own page only its first row of portraits loads with the page.
        const portraits = within(screen.getByTestId("team-grid")).getAllByRole("img");
        expect(portraits.filter((img) => img.getAttribute("loading") === "eager").length).toBe(
          Math.min(4, count("teamMembers")),
        );
      });

      test(`the testimonials show ${count("testimonials")}; one has no controls, thirty have arrows and their position, not thirty dots`, () => {
        renderAt(home, <TestimonialsSlider {...sharedIslandProps.testimonials(locale)} />);
        const track = screen.getByTestId("testimonial-track");
        const testimonials = count("testimonials");
        expect(track.querySelectorAll("figure")).toHaveLength(testimonials);
        const { messages } = siteContent(locale);
        if (testimonials === 1) {
          expect(screen.queryAllByRole("button")).toHaveLength(0);
          expect(screen.queryByRole("region", { name: messages.testimonialsRegion })).toBeNull();
          expect(track.hasAttribute("aria-live")).toBe(false);
        } else {
          expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
            messages.pauseRotation,
            messages.previousSlide,
            messages.nextSlide,
          ]);
          // The visible position; an unseen copy of the longest one holds its width.
          const shown = { ignore: '[aria-hidden="true"]' };
          expect(screen.getByText(messages.slideLabel(1, testimonials), shown)).toBeTruthy();
          fireEvent.click(screen.getByRole("button", { name: messages.previousSlide }));
          expect(screen.getByText(messages.slideLabel(testimonials, testimonials), shown)).toBeTruthy();
        }
      });

      test(`the contact section shows ${count("officeCards")} office card(s), rows as full as they can be`, () => {
        const Stub = createRoutesStub([
          {
            path: home,
            Component: () => (
              <ContentProvider>
                <ContactSection />
              </ContentProvider>
            ),
          },
        ]);
        render(<Stub initialEntries={[home]} />);
        const cards = screen.getByTestId("office-cards");
        expect(cards.querySelectorAll(":scope > li")).toHaveLength(count("officeCards"));
        expect(cards.className).toContain(count("officeCards") === 1 ? "lg:[--cols:2]" : "lg:[--cols:4]");
      });

      test(`every category page shows ${count("cards")} card(s)`, () => {
        for (const category of siteContent(locale).categories) {
          const { unmount } = renderAt(home, <CategoryGrid cards={category.cards} label={category.heading} />);
          expect(screen.getByTestId("category-grid").querySelectorAll(":scope > li")).toHaveLength(count("cards"));
          unmount();
        }
      });
    });
  }
}
