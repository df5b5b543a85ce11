// @vitest-environment node
import { expect, it, vi } from "vitest";

const loaded = vi.hoisted(() => [] as string[]);
vi.mock("nodemailer", () => {
  loaded.push("nodemailer");
  return { default: {} };
});

// Storing a lead queues its emails; sending them is the outbox's sender's business. The message
// store is loaded by the operator commands and the seed scripts too, which never send mail.
it("loading the message store loads no mail transport", async () => {
  const { createMessageStore } = await import("./message-store.server.ts");
  expect(typeof createMessageStore).toBe("function");
  expect(loaded).toEqual([]);
});
