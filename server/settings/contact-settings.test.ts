// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseSettings } from "./settings.ts";

/** The contact form's settings: its database, its leads, and the outbox that notifies them. */
describe("the contact form's settings", () => {
  it("has working defaults: a database under ./data, five messages per ten minutes, no email", () => {
    const settings = parseSettings({});
    expect(settings.database).toEqual({ kind: "sqlite", path: "./data/contact.sqlite" });
    expect(settings.leads).toEqual({
      ipHashSalt: undefined,
      rateLimit: { limit: 5, windowSeconds: 600 },
      refusedFlushMs: 10_000,
      retentionDays: undefined,
      acknowledge: false,
      acknowledgementDailyLimit: 100,
    });
    expect(settings.outbox).toEqual({ smtp: undefined, telegram: undefined, intervalMs: 60_000, claimMs: 120_000 });
    expect(settings.staff.reminderMs).toBe(3_600_000);
  });

  it("reads every setting, treating empty values as unset", () => {
    const settings = parseSettings({
      CONTACT_DB_PATH: "/var/lib/site/contact.sqlite",
      IP_HASH_SALT: "0123456789abcdef0123",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      CONTACT_TO: "leads@example.com",
      CONTACT_FROM: "",
      CONTACT_RATE_LIMIT: "0",
      CONTACT_RATE_WINDOW_SECONDS: "60",
    });
    expect(settings.database).toEqual({ kind: "sqlite", path: "/var/lib/site/contact.sqlite" });
    expect(settings.leads).toEqual({
      ipHashSalt: "0123456789abcdef0123",
      rateLimit: { limit: 0, windowSeconds: 60 },
      refusedFlushMs: 10_000,
      retentionDays: undefined,
      acknowledge: false,
      acknowledgementDailyLimit: 100,
    });
    expect(settings.outbox).toEqual({
      smtp: {
        url: "smtps://user:pass@mail.example.com:465",
        to: "leads@example.com",
        from: undefined,
        insecure: false,
      },
      telegram: undefined,
      intervalMs: 60_000,
      claimMs: 120_000,
    });
    expect(settings.staff.reminderMs).toBe(3_600_000);
  });

  it("sends acknowledgements only with a mail server, and reminds after LEAD_REMINDER_MINUTES", () => {
    const mail = { SMTP_URL: "smtp://mail.example.com:587", CONTACT_TO: "leads@example.com" };
    const acknowledging = parseSettings({ ...mail, CONTACT_ACK: "1", LEAD_REMINDER_MINUTES: "0.5" });
    expect(acknowledging.leads.acknowledge).toBe(true);
    expect(acknowledging.staff.reminderMs).toBe(30_000);
    expect(parseSettings({ ...mail, CONTACT_ACK: "1", CONTACT_ACK_DAILY_LIMIT: "25" }).leads).toMatchObject({
      acknowledgementDailyLimit: 25,
    });
    expect(() => parseSettings({ CONTACT_ACK_DAILY_LIMIT: "0" })).toThrow(
      /CONTACT_ACK_DAILY_LIMIT: must be at least 1/,
    );
    expect(() => parseSettings({ CONTACT_ACK_DAILY_LIMIT: "2.5" })).toThrow(/CONTACT_ACK_DAILY_LIMIT: must be a whole/);
    expect(() => parseSettings({ CONTACT_ACK_DAILY_LIMIT: "lots" })).toThrow(
      /CONTACT_ACK_DAILY_LIMIT: must be a whole/,
    );
    expect(() => parseSettings({ CONTACT_ACK: "1" })).toThrow(/CONTACT_ACK: needs SMTP_URL/);
    expect(() => parseSettings({ ...mail, CONTACT_ACK: "yes" })).toThrow(/CONTACT_ACK: must be 1/);
    expect(() => parseSettings({ LEAD_REMINDER_MINUTES: "0" })).toThrow(/LEAD_REMINDER_MINUTES: must be at least/);
  });

  it("requires TLS of an smtp:// mail server unless SMTP_INSECURE=1, and refuses the exception where it means nothing", () => {
    const mail = { SMTP_URL: "smtp://mail.example.com:587", CONTACT_TO: "leads@example.com" };
    expect(parseSettings(mail).outbox.smtp?.insecure).toBe(false);
    expect(parseSettings({ ...mail, SMTP_INSECURE: "" }).outbox.smtp?.insecure).toBe(false);
    expect(parseSettings({ ...mail, SMTP_INSECURE: "0" }).outbox.smtp?.insecure).toBe(false);
    expect(parseSettings({ ...mail, SMTP_INSECURE: "1" }).outbox.smtp?.insecure).toBe(true);
    expect(() => parseSettings({ ...mail, SMTP_INSECURE: "yes" })).toThrow(/SMTP_INSECURE: must be 1/);
    const secure = { ...mail, SMTP_URL: "smtps://mail.example.com:465", SMTP_INSECURE: "1" };
    expect(() => parseSettings(secure)).toThrow(/SMTP_INSECURE: applies only to an smtp:\/\/ SMTP_URL/);
    expect(() => parseSettings({ SMTP_INSECURE: "1" })).toThrow(/SMTP_INSECURE: applies only/);
  });

  it("writes refused-post counts every CONTACT_REFUSED_FLUSH_MS, 100 ms to 10 minutes", () => {
    expect(parseSettings({ CONTACT_REFUSED_FLUSH_MS: "250" }).leads.refusedFlushMs).toBe(250);
    expect(() => parseSettings({ CONTACT_REFUSED_FLUSH_MS: "50" })).toThrow(/CONTACT_REFUSED_FLUSH_MS/);
    expect(() => parseSettings({ CONTACT_REFUSED_FLUSH_MS: "soon" })).toThrow(/CONTACT_REFUSED_FLUSH_MS/);
  });

  it("selects PostgreSQL when DATABASE_URL is set, with validated pool settings", () => {
    const settings = parseSettings({
      DATABASE_URL: "postgres://site:secret@db.internal:5432/site",
      DATABASE_POOL_SIZE: "20",
      DATABASE_CONNECT_TIMEOUT_MS: "2000",
    });
    expect(settings.database).toEqual({
      kind: "postgres",
      url: "postgres://site:secret@db.internal:5432/site",
      poolSize: 20,
      connectTimeoutMs: 2_000,
      statementTimeoutMs: 10_000,
      idleTimeoutMs: 30_000,
    });
    const bad = () => parseSettings({ DATABASE_URL: "mysql://db/site", DATABASE_POOL_SIZE: "0" });
    expect(bad).toThrow(/DATABASE_URL: must look like postgres:\/\//);
    expect(bad).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("reads the outbox's check interval and claim duration, within bounds", () => {
    const settings = parseSettings({ CONTACT_OUTBOX_INTERVAL_MS: "250", CONTACT_OUTBOX_CLAIM_MS: "3000" });
    expect(settings.outbox).toMatchObject({ intervalMs: 250, claimMs: 3_000 });
    const bad = () => parseSettings({ CONTACT_OUTBOX_INTERVAL_MS: "10", CONTACT_OUTBOX_CLAIM_MS: "1.5" });
    expect(bad).toThrow(/CONTACT_OUTBOX_INTERVAL_MS/);
    expect(bad).toThrow(/CONTACT_OUTBOX_CLAIM_MS/);
  });

  it("names the variable in every error, without echoing its value", () => {
    const attempt = () =>
      parseSettings({
        SMTP_URL: "http://user:hunter2@mail.example.com",
        CONTACT_RATE_LIMIT: "-1",
        IP_HASH_SALT: "short",
      });
    expect(attempt).toThrow(/SMTP_URL/);
    expect(attempt).toThrow(/CONTACT_RATE_LIMIT/);
    expect(attempt).toThrow(/IP_HASH_SALT: must be at least 16 characters/);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it("refuses SMTP settings without a recipient", () => {
    expect(() => parseSettings({ SMTP_URL: "smtp://mail.example.com:587" })).toThrow(
      /CONTACT_TO: is required when SMTP_URL is set/,
    );
  });
});
