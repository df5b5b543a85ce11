// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { ContentProvider } from "~/components/content-context.tsx";
import { siteContent } from "~/content/site-content.ts";
import { CompanyInfo } from "./company-info.tsx";

for (const [path, locale] of [
  ["/about-us", "en"],
  ["/bn/about-us", "bn"],
] as const) {
  test(`${path}: the email chip may wrap only after the @ or a dot, never mid-word (it did at 375 px: "…example.co" / "m")`, () => {
    const { site } = siteContent(locale);
    const { container } = render(
      <MemoryRouter initialEntries={[path]}>
        <ContentProvider>
          <CompanyInfo level={1} />
        </ContentProvider>
      </MemoryRouter>,
    );
    const chip = container.querySelector(`a[href="${site.links.email}"]`);
    expect(chip?.textContent?.trim()).toBe(site.email);
    expect(chip?.className).not.toMatch(/break-all/);
    const pieces = [...(chip?.querySelectorAll("wbr") ?? [])].map((wbr) => wbr.parentElement?.textContent);
    expect(pieces.length).toBe(site.email.split(/[@.]/).length - 1);
    expect(pieces.every((piece) => piece && !/[@.]/.test(piece.slice(0, -1)))).toBe(true);
  });
}
