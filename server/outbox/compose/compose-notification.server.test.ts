// @vitest-environment node
import { describe, expect, it } from "vitest";
import { escapeMarkup } from "../../../app/lib/escape-markup.ts";
import { composeNotification } from "./compose-notification.server.ts";
import { defaultFromAddress } from "./email-parts.server.ts";
import { hostileLead, unreachableSmtp } from "../hostile-lead.fixture.ts";

const stored = hostileLead;
const settings = unreachableSmtp;

describe("composeNotification", () => {
  it("addresses the agency, from the site's own domain, with reply-to set to the visitor", () => {
    const mail = composeNotification(stored, settings);
    expect(mail.to).toBe("leads@agency.example");
    expect(mail.from).toBe(defaultFromAddress());
    expect(defaultFromAddress()).toBe("Website <no-reply@jamdani-digital.example.com>");
    expect(mail.replyTo).toEqual({ name: 'Rahim <b>"Boss"</b>', address: "rahim@example.com" });
    expect(composeNotification(stored, { ...settings, from: "Leads <leads@agency.example>" }).from).toBe(
      "Leads <leads@agency.example>",
    );
  });

  it("prefixes the subject and keeps line breaks out of every header", () => {
    const mail = composeNotification(
      { ...stored, subject: "Hello\r\nBcc: victim@example.com", name: "Eve\nBcc: x@example.com" },
      settings,
    );
    expect(mail.subject).toBe("[Website] Hello Bcc: victim@example.com");
    expect(JSON.stringify(mail.replyTo)).not.toMatch(/\\[rn]/);
    expect(composeNotification(stored, settings).subject).toBe("[Website] ওয়েবসাইট <script>alert(1)</script>");
  });

  it("names the language of the page the message was sent from", () => {
    const { text } = composeNotification(stored, settings);
    expect(text).toContain("Language: Bangla (sent from a /bn page)");
  });

  it("puts every visitor value in the plain text verbatim and in the HTML part escaped", () => {
    const mail = composeNotification(stored, settings);
    const text = String(mail.text);
    const html = String(mail.html);
    for (const value of [stored.name, stored.email, stored.subject, stored.message]) {
      expect(text).toContain(value);
      expect(html).toContain(escapeMarkup(value));
    }
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
  });
});
