import type { DeliveryLead } from "./delivery.ts";

/**
 * A stored lead whose every field a visitor typed carries markup, script or a header break: what
 * composing and sending must pass on as text. Shared by the compose and transport tests.
 */
export const hostileLead: DeliveryLead = {
  id: 7,
  created_at: "2026-01-31T08:00:00.000Z",
  name: 'Rahim <b>"Boss"</b>',
  email: "rahim@example.com",
  subject: "ওয়েবসাইট <script>alert(1)</script>",
  message: "Line 1\n<img src=x onerror=alert(1)> & more",
  language: "bn",
};

/** Mail settings that reach no server (port 1): composing never connects. */
export const unreachableSmtp = { url: "smtp://127.0.0.1:1", to: "leads@agency.example" };
