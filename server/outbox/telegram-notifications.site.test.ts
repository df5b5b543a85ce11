// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseSettings } from "../settings/settings.ts";
import { eventually } from "../../tests/support/eventually.ts";
import { createServices, type Services } from "../services.ts";

type Received = { path: string; body: { chat_id: string; text: string } };

/** A stand-in for api.telegram.org: records each sendMessage, answers like the Bot API. */
async function fakeBotApi(answer: { status: number; ok: boolean } = { status: 200, ok: true }) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: JSON.parse(raw) as Received["body"] });
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(
          answer.ok ? { ok: true, result: {} } : { ok: false, description: "Bad Request: chat not found" },
        ),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const body = "<script>alert('secret budget 5 lakh')</script> please call 01712345678";
let dir: string;
let services: Services | undefined;
let api: Awaited<ReturnType<typeof fakeBotApi>> | undefined;

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubEnv("STAFF_ORIGIN", "https://staff.example.com");
  dir = mkdtempSync(join(tmpdir(), "telegram-"));
});
afterEach(async () => {
  await services?.close();
  api?.close();
  rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function post(apiUrl: string) {
  // Composed as the server composes it: the notifier starts when the database opens.
  const settings = parseSettings({ ...process.env, CONTACT_DB_PATH: join(dir, "contact.sqlite") });
  services = createServices({
    ...settings,
    outbox: { ...settings.outbox, telegram: { token: "123456:test-token", chatId: "-1001", apiUrl } },
  });
  await services.ready();
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: "Rahim <b>",
    email: "rahim@example.com",
    subject: "Website",
    message: body,
  })) {
    form.append(name, value);
  }
  const input = { form, clientIp: "203.0.113.7", userAgent: "t", origin: null, host: "x", language: "en" as const };
  return services.contact.submit(input);
}

describe("Telegram notifications", () => {
  it("send the name, the subject and an inbox link through the outbox, never the message or the email", async () => {
    api = await fakeBotApi();
    expect(await post(api.url)).toMatchObject({ status: 200 });
    await eventually(() => api!.received.length === 1);
    const [sent] = api.received;
    expect(sent?.path).toBe("/bot123456:test-token/sendMessage");
    expect(sent?.body.chat_id).toBe("-1001");
    expect(sent?.body.text).toBe(
      "New message from Rahim <b>\nSubject: Website\nhttps://staff.example.com/staff/messages/1",
    );
    expect(JSON.stringify(sent)).not.toMatch(/secret|script|01712345678|rahim@example\.com/);
  });

  it("log a refusal by the Bot API with a retry time, and never the token", async () => {
    api = await fakeBotApi({ status: 400, ok: false });
    await post(api.url);
    const logged = () =>
      vi
        .mocked(console.error)
        .mock.calls.map((call) => String(call[0]))
        .join("\n");
    await eventually(() => logged().includes("notification telegram message failed"));
    expect(logged()).toContain("Telegram answered 400: Bad Request: chat not found");
    expect(logged()).toMatch(/"retryAt":"\d{4}-/);
    expect(logged()).not.toContain("test-token");
  });

  it("needs the token and the chat id together", () => {
    expect(() => parseSettings({ TELEGRAM_BOT_TOKEN: "123:abc" })).toThrow(/TELEGRAM_CHAT_ID: is required/);
    expect(() => parseSettings({ TELEGRAM_CHAT_ID: "-1001" })).toThrow(/TELEGRAM_BOT_TOKEN: is required/);
    expect(parseSettings({ TELEGRAM_BOT_TOKEN: "123:abc", TELEGRAM_CHAT_ID: "-1001" }).outbox.telegram).toEqual({
      token: "123:abc",
      chatId: "-1001",
      apiUrl: "https://api.telegram.org",
    });
  });
});
