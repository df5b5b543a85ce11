import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { pagesSeenLimit } from "~server/analytics/attribution.server.ts";
import { saltLifetimeMs } from "~server/analytics/analytics-store.server.ts";
import { composeNotification } from "~server/outbox/compose/compose-notification.server.ts";
import type { StoredMessage } from "~server/leads/message-store.server.ts";
import { telegramText } from "~server/outbox/compose/compose-telegram.server.ts";
import { parseSettings } from "~server/settings/settings.ts";
import { locales } from "./locale.ts";
import { privacyFacts } from "./privacy.ts";
import { privacyNoticeSchema, type PrivacyNotice } from "./schemas.ts";
import { contentRecords, siteContent } from "./site-content.ts";

const {
  en: { privacy },
  bn: { privacy: bnPrivacy },
} = contentRecords;

/** Ids, list lengths and the contact marker: what both languages must share. */
const shape = (notice: PrivacyNotice) =>
  notice.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map((block) => (typeof block === "string" ? "p" : block.length)),
    contact: "contact" in section ? section.contact : undefined,
  }));

describe("the privacy page's content", () => {
  test("both languages parse and have the same sections, paragraphs, lists and contact block", () => {
    for (const locale of locales) privacyNoticeSchema.parse(contentRecords[locale].privacy);
    expect(shape(bnPrivacy)).toEqual(shape(privacy));
    expect(privacy.sections.filter((section) => "contact" in section && section.contact)).toHaveLength(1);
  });

  test("every Bangla string differs from the English one it stands for", () => {
    const strings = (notice: PrivacyNotice) => [
      notice.updatedLabel,
      ...Object.values(notice.contactLabels),
      ...notice.sections.flatMap((section) => [section.heading, ...section.blocks.flat()]),
    ];
    const english = strings(privacy);
    strings(bnPrivacy).forEach((text, i) => expect(text, english[i]).not.toBe(english[i]));
  });

  test("the figures it states are the code's defaults", () => {
    const { leads: contact, analytics } = parseSettings({});
    // CONTACT_RETENTION_DAYS unset: messages stay until staff delete them, as the page says.
    expect(contact.retentionDays ?? null).toBe(privacyFacts.messageRetentionDays);
    expect(analytics.rawDays).toBe(privacyFacts.rawViewDays);
    expect(saltLifetimeMs).toBe(privacyFacts.saltHours * 60 * 60 * 1000);
    expect(pagesSeenLimit).toBe(privacyFacts.pagesSeen);
  });

  test("the figures appear in each language's digits", () => {
    const text = (notice: PrivacyNotice) => JSON.stringify(notice);
    expect(text(privacy)).toContain(`${privacyFacts.rawViewDays} days`);
    expect(text(privacy)).toContain(`${privacyFacts.saltHours} hours`);
    expect(text(privacy)).toContain(`the last ${privacyFacts.pagesSeen}`);
    expect(text(bnPrivacy)).toContain("৩০ দিন");
    expect(text(bnPrivacy)).toContain("৪৮ ঘণ্টা");
    expect(text(bnPrivacy)).toContain("শেষ ২০টি");
    expect(text(bnPrivacy)).not.toMatch(/[0-9]/);
  });

  test("no contact detail is written into the copy: the page takes them from the site configuration", () => {
    const site = siteContent("en").site;
    const domain = site.email.split("@")[1]!;
    for (const file of ["privacy.ts", "bn/privacy.ts"]) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      expect(source, file).not.toContain(domain);
      expect(source, file).not.toContain(site.phone.e164.slice(4));
      expect(source, file).not.toContain(site.address.street);
    }
  });
});

describe("what the page says is sent is what the code sends", () => {
  const message: StoredMessage = {
    id: 7,
    created_at: "2026-11-24T08:00:00.000Z",
    name: "Ayesha Rahman",
    email: "ayesha@example.org",
    subject: "A website for our clinic",
    message: "Our budget is confidential.",
    ip_hash: "hash-of-the-address",
    user_agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
    status: "new",
    language: "bn",
    notify_attempts: 0,
    next_attempt_at: null,
    attribution: {
      entryPage: "/bn/our-services",
      referrerHost: "search.example.net",
      utmSource: "newsletter-source",
      utmMedium: "email-medium",
      utmCampaign: "winter-campaign",
      pagesSeen: ["/bn/our-services", "/bn/contact-us"],
    },
  };

  test("the email carries name, address, subject, message, time, language and reference, not how the sender found us", () => {
    const email = composeNotification(message, { to: "team@example.org" });
    for (const value of [message.name, message.email, message.subject, message.message, message.created_at, "#7"]) {
      expect(email.text).toContain(value);
    }
    expect(email.text).toMatch(/Language: Bangla/);
    for (const value of [
      "/bn/our-services",
      "search.example.net",
      "winter-campaign",
      "hash-of-the-address",
      "Chrome",
    ]) {
      expect(email.text).not.toContain(value);
      expect(email.html).not.toContain(value);
    }
  });

  test("Telegram gets the name, the subject and a link, never the message or the email address", () => {
    const text = telegramText(message, "https://www.example.org");
    expect(text).toContain(message.name);
    expect(text).toContain(message.subject);
    expect(text).toContain("https://www.example.org/staff/messages/7");
    expect(text).not.toContain(message.message);
    expect(text).not.toContain(message.email);
  });
});
