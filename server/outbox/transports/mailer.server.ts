import nodemailer, { type SendMailOptions } from "nodemailer";

/**
 * `insecure` (SMTP_INSECURE=1): an smtp:// server may be spoken to without TLS. Otherwise the
 * connection must be upgraded with STARTTLS before the password or any email is sent.
 */
export type SmtpSettings = { url: string; to: string; from?: string; insecure?: boolean };
/**
 * The email transport: sends what composing made (server/outbox/compose/), over one pooled SMTP
 * connection. The only module that loads nodemailer.
 */
export type Mailer = { settings: SmtpSettings; send(mail: SendMailOptions): Promise<void>; close(): void };

export function createMailer(settings: SmtpSettings): Mailer {
  // Bounded timeouts: a hung mail server must not keep a retry "in flight" for ever.
  // One pooled connection: the notifier sends one email at a time, and a fresh connection per
  // email pays the server's greeting delay each time (100 ms even for a local test server, often
  // more with anti-spam), which limits a backlog after an outage to a few emails a second.
  const transport = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 1,
    // Let go of it once a burst is sent, well before a mail server drops an idle client.
    idleTimeout: 10_000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // smtp:// starts in plain text and upgrades only if the server offers STARTTLS: a machine on
    // the path can remove the offer and read the login and the leads. Required, the upgrade fails
    // the send instead (retried by the outbox). smtps:// is TLS from the start either way.
    requireTLS: settings.insecure !== true,
  });
  return {
    settings,
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
