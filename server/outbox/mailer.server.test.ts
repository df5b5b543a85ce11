// @vitest-environment node
import { describe, expect, it } from "vitest";
import { escapeMarkup } from "../../app/lib/escape-markup.ts";
import { freePort } from "../../tests/support/postgres.ts";
import { readMail, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { composeNotification, createMailer, defaultFromAddress } from "./mailer.server.ts";
import type { StoredMessage } from "../leads/message-store.server.ts";

const stored: StoredMessage = {
  id: 7,
  created_at: "2026-01-31T08:00:00.000Z",
  name: 'Rahim <b>"Boss"</b>',
  email: "rahim@example.com",
  subject: "ওয়েবসাইট <script>alert(1)</script>",
  message: "Line 1\n<img src=x onerror=alert(1)> & more",
  ip_hash: "h",
  user_agent: "",
  status: "new",
  language: "bn",
  notify_attempts: 0,
  next_attempt_at: null,
};
const settings = { url: "smtp://127.0.0.1:1", to: "leads@agency.example" };

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

/*
 * A mail server that offers no STARTTLS: what the site sees when something on the path strips the
 * offer from the server's greeting (the test sink never offers it). Over smtp://, the site must
 * then stop before it sends its password or a lead, unless SMTP_INSECURE=1 says plain SMTP is meant.
 */
describe("createMailer over smtp://", () => {
  const login = { user: "site", pass: "s3cret-pass" };

  async function sendThrough(options: { insecure?: boolean }) {
    const port = await freePort();
    const sink = await startSmtpSink({ port, ...login });
    const mailer = createMailer({
      url: `smtp://${login.user}:${login.pass}@127.0.0.1:${port}`,
      to: "leads@agency.example",
      ...options,
    });
    try {
      const sent = await mailer.send(composeNotification(stored, settings)).then(
        () => null,
        (error: unknown) => error as Error,
      );
      return { error: sent, logins: [...sink.logins], received: [...sink.received] };
    } finally {
      mailer.close();
      await sink.close();
    }
  }

  it("requires TLS: without STARTTLS it neither logs in nor sends, and the send fails", async () => {
    const { error, logins, received } = await sendThrough({});
    expect(error?.message).toMatch(/STARTTLS/);
    expect(logins).toEqual([]);
    expect(received).toEqual([]);
  });

  it("speaks plain SMTP when told it is meant (SMTP_INSECURE=1): a mail server on the same host", async () => {
    const { error, logins, received } = await sendThrough({ insecure: true });
    expect(error).toBeNull();
    expect(logins).toEqual([login.user]);
    expect(readMail(received[0]?.raw ?? "").text).toContain("Line 1");
  });
});
