// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { MenuLink } from "./menu-link.tsx";

test("an internal menu link to the current page carries aria-current=page", async () => {
  const Stub = createRoutesStub([
    { path: "/contact-us", Component: () => <MenuLink item={{ label: "Contact", href: "/contact-us" }} className="x" /> },
  ]);
  render(<Stub initialEntries={["/contact-us"]} />);
  const link = await screen.findByRole("link", { name: "Contact" });
  expect(link.getAttribute("aria-current")).toBe("page");

});

test("a trailing slash does not stop a link from being current", async () => {
  const Stub = createRoutesStub([
    { path: "/about-us", Component: () => <MenuLink item={{ label: "About", href: "/about-us" }} className="x" /> },
  ]);
  render(<Stub initialEntries={["/about-us/"]} />);
  const link = await screen.findByRole("link", { name: "About" });
  expect(link.getAttribute("aria-current")).toBe("page");
});

test("other pages are not marked current, and external items open in a new tab", async () => {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <MenuLink item={{ label: "Team", href: "/expert-team" }} className="x" />
          <MenuLink item={{ label: "Careers", href: "https://example.com/careers", external: true }} className="x" />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  expect((await screen.findByRole("link", { name: "Team" })).getAttribute("aria-current")).toBeNull();
  const external = screen.getByRole("link", { name: /Careers/ });
  expect(external.getAttribute("target")).toBe("_blank");
  expect(external.getAttribute("rel")).toContain("noopener");
  expect(external.textContent).toContain("opens in a new tab");
});
