// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { initialAgency } from "~server/outbox/compose/agency.fixture.ts";
import { composeEmail } from "~server/outbox/compose/compose-email.server.ts";
import type { Delivery } from "~server/outbox/delivery.ts";
import { ContentProvider } from "~/components/content-context.tsx";
import { SiteFooter } from "~/components/layout/site-footer.tsx";
import { organizationJsonLd } from "~/lib/structured-data.ts";
import { setEditionSource } from "./edition/edition-source.ts";
import { initialEdition, type Edition } from "./edition/initial-edition.ts";
import { siteRecordOf } from "./edition/site-record.ts";
import { siteContent } from "./site-content.ts";

/** The initial edition with a new brand and phone number, as a Publish in the editor leaves it. */
const published: Edition = (() => {
  const edition = structuredClone(initialEdition) as Edition & { site: Record<string, unknown> };
  edition.site = {
    ...edition.site,
    brand: "Nakshi Labs",
    phone: { display: "+880 1555-000111", e164: "+8801555000111" },
  };
  return edition;
})();

afterEach(() => {
  cleanup();
  setEditionSource(() => initialEdition);
});

describe("a published change of the brand and phone number", () => {
  test("reaches the footer's text and link in both languages, in each language's digits", () => {
    setEditionSource(() => published);
    for (const [path, shown] of [
      ["/", "+880 1555-000111"],
      ["/bn", "+৮৮০ ১৫৫৫-০০০১১১"],
    ] as const) {
      const { container } = render(
        <MemoryRouter initialEntries={[path]}>
          <ContentProvider>
            <SiteFooter />
          </ContentProvider>
        </MemoryRouter>,
      );
      expect(container.textContent).toContain("Nakshi Labs");
      expect(container.textContent).toContain(shown);
      expect(container.querySelector('a[href="tel:+8801555000111"]')).not.toBeNull();
      // The old number nowhere; the legal name, not changed here, stays.
      expect(container.textContent).not.toMatch(/1712-345678|১৭১২-৩৪৫৬৭৮/);
      cleanup();
    }
  });

  test("reaches the home page's JSON-LD", () => {
    setEditionSource(() => published);
    const data = organizationJsonLd("en");
    expect(data).toMatchObject({ name: "Nakshi Labs", telephone: "+8801555000111" });
    expect(data.contactPoint[0]?.telephone).toBe("+8801555000111");
  });

  test("fills every {brand} and {phone} of the edition's text", () => {
    setEditionSource(() => published);
    expect(siteContent("en").company.aboutHeading).toBe("About Nakshi Labs");
    expect(siteContent("bn").company.aboutHeading).toBe("Nakshi Labs সম্পর্কে");
    const lines = siteContent("en").officeCards.flatMap((card) => card.lines);
    expect(lines).toContain("Phone: +880 1555-000111");
    expect(siteContent("bn").officeCards.flatMap((card) => card.lines)).toContain("ফোন: +৮৮০ ১৫৫৫-০০০১১১");
  });

  test("reaches an acknowledgement composed after it, while the initial edition's would not", () => {
    const delivery = {
      id: 1,
      kind: "acknowledgement",
      channel: "email",
      attempts: 1,
      token: "t",
      message: {
        id: 7,
        created_at: "2026-03-01T08:00:00.000Z",
        name: "Rahim",
        email: "rahim@example.com",
        subject: "Hello",
        message: "Hello",
        language: "en",
        ack_email_id: "<ack-7-1@jamdani-digital.example.com>",
      },
      reply: null,
      recipient: null,
      detail: null,
    } satisfies Delivery;
    const settings = { to: "team@agency.example", staffOrigin: "https://staff.example.com" };
    const after = composeEmail(delivery, { ...settings, agency: siteRecordOf(published) });
    expect(after.subject).toBe("We have received your message - Nakshi Labs");
    expect(String(after.text)).toContain("+880 1555-000111 · hello@jamdani-digital.example.com");
    const before = composeEmail(delivery, { ...settings, agency: initialAgency });
    expect(String(before.text)).toContain("+880 1712-345678");
  });
});
