import type { ContactFormLabels } from "~/components/sections/contact-form.tsx";
import type { SiteContent } from "~/content/site-content.ts";

/** The strings the contact form island shows itself (the server's answers bring their own). */
export function contactFormLabels(
  messages: SiteContent["contact"]["messages"],
  privacy: ContactFormLabels["privacy"],
): ContactFormLabels {
  const { submit, sending, requiredNote, honeypotLabel, errorSummary, sentHeading, sentText, sendAnother } = messages;
  return {
    submit,
    sending,
    requiredNote,
    honeypotLabel,
    errorSummary,
    sentHeading,
    sentText,
    sendAnother,
    tooLarge: messages.tooLarge,
    unavailable: messages.unavailable,
    replyNote: messages.replyNote,
    privacy,
  };
}
