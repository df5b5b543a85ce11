export type TelegramSettings = {
  token: string;
  chatId: string;
  /** https://api.telegram.org, or a local fake in tests. */
  apiUrl: string;
  /** Where staff open the message: the staff origin (STAFF_ORIGIN or the production URL). */
  inboxOrigin: string;
};

/** The Telegram transport: sends a composed text (server/outbox/compose/compose-telegram.server.ts) to the team's chat. */
export type TelegramSender = { send(text: string): Promise<void>; inboxOrigin: string };

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
