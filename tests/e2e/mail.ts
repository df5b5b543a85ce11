import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readMail, type ReceivedMail } from "../support/smtp-sink.ts";

/** One email as the e2e server's SMTP sink received it (tests/support/e2e-server.ts), decoded. */
export type SinkMail = ReceivedMail & ReturnType<typeof readMail> & { header(name: string): string | undefined };

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run the browser tests through playwright.config.ts");
  return dir;
}

/** Every email received so far, oldest first. */
export function receivedMail(): SinkMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json")) // not one still being written (e2e-server.ts)
    .sort()
    .map((file) => {
      const mail = JSON.parse(readFileSync(join(dir, file), "utf8")) as ReceivedMail;
      const parsed = readMail(mail.raw);
      const header = (name: string) =>
        new RegExp(`^${name}:\\s*(.*)$`, "im").exec(parsed.headers.replace(/\r?\n(?![ \t])/g, "\n"))?.[1]?.trim();
      return { ...mail, ...parsed, header };
    });
}

/** The emails that match, once there are `count` of them (the outbox sends within a second or two). */
export async function waitForMail(match: (mail: SinkMail) => boolean, count = 1, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receivedMail().filter(match);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((done) => setTimeout(done, 200));
  }
}
