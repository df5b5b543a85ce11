// @vitest-environment node
import { describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/free-port.ts";
import { readMail, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { composeNotification } from "../compose/compose-notification.server.ts";
import { createMailer } from "./mailer.server.ts";
import { hostileLead, unreachableSmtp } from "../hostile-lead.fixture.ts";

const stored = hostileLead;
const settings = unreachableSmtp;

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
