// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { ContentProvider } from "~/components/content-context.tsx";
import { SiteFooter } from "~/components/layout/site-footer.tsx";
import { privacyFacts } from "~/content/privacy.ts";
import { siteContent } from "~/content/site-content.ts";
import { contactFormLabels } from "~/lib/contact-form-labels.ts";
import Privacy from "~/routes/privacy.tsx";
import { ContactForm } from "./contact-form.tsx";

/** A component as the page at `path` renders it: the content of that URL's language. */
function renderAt(path: string, children: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ContentProvider>{children}</ContentProvider>
    </MemoryRouter>,
  );
}

describe("the privacy page", () => {
  for (const [path, locale] of [
    ["/privacy", "en"],
    ["/bn/privacy", "bn"],
  ] as const) {
    test(`${path} has one h1, a heading per section, the date it was updated and the contact details of the site configuration`, () => {
      const content = siteContent(locale);
      const { site } = content;
      renderAt(path, <Privacy />);
      expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
        content.pages.privacy.heading,
      ]);
      expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
        content.privacy.sections.map((section) => section.heading),
      );
      const updated = document.querySelector("time");
      expect(updated?.getAttribute("datetime")).toBe(privacyFacts.updated);
      expect(updated?.textContent).toMatch(locale === "bn" ? /^[০-৯]+ \S+, [০-৯]{4}$/ : /^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      const contact = screen.getByTestId("privacy-contact");
      // By its href: the address's <wbr> break points put spaces into the name happy-dom computes.
      const email = within(contact)
        .getAllByRole("link")
        .find((link) => link.getAttribute("href") === site.links.email);
      expect(email?.textContent).toBe(site.email);
      expect(within(contact).getByRole("link", { name: content.site.phoneDisplay }).getAttribute("href")).toBe(
        site.links.phone,
      );
      expect(contact.textContent).toContain(site.legalName);
      expect(contact.textContent).toContain(content.site.address.street);
      // The rights section carries the contact details: they follow its text.
      const rights = contact.closest("section");
      expect(rights?.id).toBe("your-rights");
    });
  }

  test("the page ships no island: it is static HTML", () => {
    renderAt("/bn/privacy", <Privacy />);
    expect(document.querySelector("[data-island]")).toBeNull();
  });
});

describe("links to the privacy page", () => {
  for (const [path, href, label] of [
    ["/about-us", "/privacy", "Privacy"],
    ["/bn/about-us", "/bn/privacy", "গোপনীয়তা"],
  ] as const) {
    test(`the footer on ${path} links to ${href}`, () => {
      renderAt(path, <SiteFooter />);
      const link = within(screen.getByRole("contentinfo")).getByRole("link", { name: label });
      expect(link.getAttribute("href")).toBe(href);
    });
  }

  for (const locale of ["en", "bn"] as const) {
    test(`the ${locale} contact form says when we reply and links to the privacy page beside its Send button`, () => {
      const { contact, messages, paths } = siteContent(locale);
      render(
        <ContactForm
          initialResult={null}
          headingLevel="h2"
          action={paths.contact}
          language={locale}
          fields={contact.fields}
          labels={contactFormLabels(contact.messages, { label: messages.privacy, href: paths.privacy })}
        />,
      );
      const send = screen.getByRole("button", { name: contact.messages.submit });
      const note = screen.getByTestId("contact-privacy-note");
      expect(note.textContent).toBe(`${contact.messages.replyNote} ${messages.privacy}`);
      expect(within(note).getByRole("link", { name: messages.privacy }).getAttribute("href")).toBe(paths.privacy);
      // Beside the button: the same row, right after it, inside the form.
      expect(note.parentElement).toBe(send.parentElement);
      expect(send.nextElementSibling).toBe(note);
    });
  }
});
