// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { MenuLink, samePage } from "./menu-link.tsx";

test("an internal menu link to the current page carries aria-current=page", () => {
  render(
    <MenuLink
      item={{ label: "Contact", href: "/contact-us" }}
      className="x"
      currentPath="/contact-us"
      newTabLabel="(opens in a new tab)"
    />,
  );
  expect(screen.getByRole("link", { name: "Contact" }).getAttribute("aria-current")).toBe("page");
});

test("a trailing slash does not stop a link from being current", () => {
  expect(samePage("/about-us/", "/about-us")).toBe(true);
  expect(samePage("/about-us///", "/about-us/")).toBe(true);
  expect(samePage("/about-us//x", "/about-us")).toBe(false);
  expect(samePage("/", "/")).toBe(true);
  expect(samePage("/about-us", "/")).toBe(false);
});

test("other pages are not marked current, and external items open in a new tab", () => {
  render(
    <>
      <MenuLink
        item={{ label: "Team", href: "/expert-team" }}
        className="x"
        currentPath="/"
        newTabLabel="(opens in a new tab)"
      />
      <MenuLink
        item={{ label: "Careers", href: "https://example.com/careers", external: true }}
        className="x"
        currentPath="/"
        newTabLabel="(opens in a new tab)"
      />
    </>,
  );
  expect(screen.getByRole("link", { name: "Team" }).getAttribute("aria-current")).toBeNull();
  const external = screen.getByRole("link", { name: /Careers/ });
  expect(external.getAttribute("target")).toBe("_blank");
  expect(external.getAttribute("rel")).toContain("noopener");
  expect(external.textContent).toContain("opens in a new tab");
});
