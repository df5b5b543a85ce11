import type { Structure } from "./localized.ts";

/**
 * The contact form's fields, limits and messages: shared by the form (labels, hints, browser
 * constraints) and the server's zod schema (the real validation), so they cannot drift apart.
 */
export const contactFieldNames = ["name", "email", "subject", "message"] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

export type ContactFieldSpec = {
  name: ContactFieldName;
  label: string;
  /** How an error message names the field ("your full name"). */
  noun: string;
  type: "text" | "email" | "textarea";
  autoComplete: string;
  minLength: number;
  maxLength: number;
  rows?: number;
};

/** What each language writes for a field: its label and how its error messages name it. */
export type ContactFieldStrings = Pick<ContactFieldSpec, "label" | "noun">;

/** Each field's input type, autocomplete hint and limits, the same in every language. */
export const contactFieldStructure = {
  name: { name: "name", type: "text", autoComplete: "name", minLength: 2, maxLength: 100 },
  email: { name: "email", type: "email", autoComplete: "email", minLength: 3, maxLength: 254 },
  subject: { name: "subject", type: "text", autoComplete: "off", minLength: 2, maxLength: 150 },
  message: { name: "message", type: "textarea", autoComplete: "off", minLength: 10, maxLength: 5000, rows: 4 },
} as const satisfies Record<ContactFieldName, Structure<ContactFieldSpec, ContactFieldStrings>>;

export const contactFieldStrings = {
  name: { label: "Full Name", noun: "full name" },
  email: { label: "Email Address", noun: "email address" },
  subject: { label: "Subject", noun: "subject" },
  message: { label: "Your Message", noun: "message" },
} satisfies Record<ContactFieldName, ContactFieldStrings>;

/** Hidden from people, tempting to bots: a filled-in honeypot marks the post as spam. */
export const honeypotFieldName = "website";

export const contactMessages = {
  submit: "Send Message",
  /** Beside the Send button, followed by a link to the privacy page. */
  replyNote: "We reply within a working day. How we handle your message:",
  sending: "Sending…",
  requiredNote: "Fields marked * are required.",
  honeypotLabel: "Leave this field empty",
  required: (noun: string) => `Please enter your ${noun}.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  invalidEmail: "Please enter a valid email address, like name@example.com.",
  errorSummary: "Please correct the highlighted fields and send again.",
  sentHeading: "Thank you, your message has been sent",
  sentText: "We have received your message and will reply within one working day.",
  sendAnother: "Send another message",
  rateLimited: "You have sent several messages in a short time. Please wait a few minutes and try again.",
  tooLarge: "That message is too large to send. Please shorten it and try again.",
  crossSite: "This form can only be sent from our own website.",
  badRequest: "We could not read that submission. Please send the form from our contact page.",
  unavailable: "We could not save your message just now. Please try again in a few minutes, or email us directly.",
} as const;
