import type { SendMailOptions } from "nodemailer";
import type { DeliveryLead } from "../delivery.ts";
import { headerSafe, leadHeaders, leadLink } from "./email-parts.server.ts";

/** Who an email to staff comes from and goes to, and where its links lead (the staff area's origin). */
type StaffEmail = { from: string; to: string; staffOrigin: string };

/**
 * A lead still unanswered after LEAD_REMINDER_MINUTES, to its owner or the team. `detail` (chosen
 * when queued) says who owns it, or that nobody does yet.
 */
export function composeReminder(message: DeliveryLead, detail: string | null, email: StaffEmail): SendMailOptions {
  return {
    from: email.from,
    to: email.to,
    subject: `[Website] Waiting for a reply: ${headerSafe(message.subject, 150)}`,
    text: [
      `This lead has had no reply since ${message.created_at.replace("T", " ").slice(0, 16)} UTC.`,
      "",
      `From: ${message.name}`,
      `Subject: ${message.subject}`,
      detail ?? "",
      "",
      `Answer it from the inbox: ${leadLink(email.staffOrigin, message)}`,
    ].join("\n"),
    headers: leadHeaders(message),
  };
}

/** A lead given to a staff member, to them; `assignedBy`: who gave it (chosen when queued). */
export function composeAssignment(
  message: DeliveryLead,
  assignedBy: string | null,
  email: StaffEmail,
): SendMailOptions {
  return {
    from: email.from,
    to: email.to,
    subject: `[Website] Assigned to you: ${headerSafe(message.subject, 150)}`,
    text: [
      `${assignedBy ?? "Someone"} assigned this lead to you.`,
      "",
      `From: ${message.name}`,
      `Subject: ${message.subject}`,
      "",
      `Open it: ${leadLink(email.staffOrigin, message)}`,
    ].join("\n"),
    headers: leadHeaders(message),
  };
}

/**
 * A change to a staff account (a passkey added or removed), to its owner: if it was not them,
 * someone else can use their account, and they learn it at once. `change` names what changed.
 */
export function composeStaffNotice(change: string | null, email: StaffEmail & { brand: string }): SendMailOptions {
  return {
    from: email.from,
    to: email.to,
    subject: `[${email.brand} staff] ${headerSafe(change ?? "Your account changed", 150)}`,
    text: [
      `${change ?? "Your staff account changed"}.`,
      "",
      "If it was you, there is nothing to do.",
      "",
      "If it was not you, someone else can use your account. Tell the person who manages staff access at once:",
      "they can end every passkey and session of your account and send you a new link. Then check your passkeys:",
      `${email.staffOrigin}/staff/passkeys`,
    ].join("\n"),
  };
}

/** What a staff-invite delivery's `detail` holds: who invited, with which roles, and the link. */
export type StaffInviteDetail = { invitedBy: string; roles: string[]; link: string };

/**
 * An admin's invite (the people page), to the person invited: the one-time link, who sent it and
 * the roles it gives, so that a link nobody expected can be reported rather than used.
 */
export function composeStaffInvite(detail: string, email: StaffEmail & { brand: string }): SendMailOptions {
  const invite = JSON.parse(detail) as StaffInviteDetail;
  return {
    from: email.from,
    to: email.to,
    subject: `[${email.brand} staff] You are invited to the staff area`,
    text: [
      `${invite.invitedBy} invited you to the ${email.brand} staff area, as ${invite.roles.join(", ")}.`,
      "",
      "Open this link on the phone or computer you will use, and create a passkey (no password):",
      invite.link,
      "",
      "The link works once, for 24 hours. If you did not expect it, ignore this email.",
    ].join("\n"),
  };
}
