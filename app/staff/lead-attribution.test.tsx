// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { LeadAttributionDetails } from "./lead-attribution.tsx";

it("shows a lead's entry page, referrer, campaign and pages seen as text", () => {
  const campaign = `<img src=x onerror="alert(1)">eid-offer`;
  const { container } = render(
    <LeadAttributionDetails
      attribution={{
        entryPage: "/bn/our-services",
        referrerHost: "facebook.com",
        utmSource: "facebook",
        utmMedium: null,
        utmCampaign: campaign,
        pagesSeen: ["/bn/our-services", "/bn/contact-us"],
      }}
    />,
  );
  const section = within(screen.getByRole("region", { name: "How they found the site" }));
  expect(section.getByText("/bn/our-services", { selector: "dd" })).toBeTruthy();
  expect(section.getByText("facebook.com")).toBeTruthy();
  expect(section.getByText(campaign)).toBeTruthy();
  expect(section.getByText("none")).toBeTruthy();
  expect(section.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "/bn/our-services",
    "/bn/contact-us",
  ]);
  expect(container.querySelector("img")).toBeNull();
});

it("says 'not recorded' for a message without attribution", () => {
  render(<LeadAttributionDetails attribution={null} />);
  expect(screen.getByRole("region", { name: "How they found the site" }).textContent).toContain("Not recorded.");
});
