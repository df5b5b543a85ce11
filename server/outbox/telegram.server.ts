import type { StoredMessage } from "../leads/message-store.server.ts";

export type TelegramSettings = {
  token: string;
  chatId: string;
  /** https://api.telegram.org, or a local fake in tests. */
  apiUrl: string;
  /** Where staff open the message: the staff origin (STAFF_ORIGIN or the production URL). */
  inboxOrigin: string;
};

/** Sends a composed text (server/outbox/emails.server.ts) to the team's chat. */
export type TelegramSender = { send(text: string): Promise<void>; inboxOrigin: string };

/**
 * The text sent to Telegram, a third party: the sender's name, the subject and a link to the
 * message in the staff inbox. Never the message itself or the email address; staff read those
 * behind their passkey. Plain text (no parse_mode), so nothing a visitor typed is markup.
 */
export function telegramText(message: StoredMessage, inboxOrigin: string): string {
  const flat = (value: string, max: number) => {
    const text = value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
    return [...text].length > max ? `${[...text].slice(0, max - 1).join("")}…` : text;
  };
  return [
    `New message from ${flat(message.name, 100)}`,
    `Subject: ${flat(message.subject, 150)}`,
    `${inboxOrigin}/staff/messages/${message.id}`,
  ].join("\n");
}

export function createTelegramSender(settings: TelegramSettings): TelegramSender {
  const endpoint = `${settings.apiUrl.replace(/\/+$/, "")}/bot${settings.token}/sendMessage`;
  return {
    inboxOrigin: settings.inboxOrigin,
    async send(text) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          chat_id: settings.chatId,
          text,
          link_preview_options: { is_disabled: true },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const reply = (await response.json().catch(() => ({}))) as { ok?: boolean; description?: string };
      // The error names the status and Telegram's reason, never the URL: it holds the bot token.
      if (!response.ok || reply.ok !== true) {
        throw new Error(`Telegram answered ${response.status}: ${reply.description ?? "no description"}`);
      }
    },
  };
}
