import { z } from "zod";
import { inboxStatuses } from "~server/staff/inbox-statuses.ts";
import { noteSchema } from "~server/staff/lead-notes.server.ts";
import { replySchema } from "~server/staff/lead-replies.server.ts";

/**
 * The lead page's forms, as a browser without JavaScript posts them: a reply (with "Quote the
 * message" ticked or not), an owner, a note, Not spam, deletion (once confirmed) and a status.
 */
export const leadChangeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("reply"),
    reply: replySchema,
    // Ticked only: an unticked checkbox is not sent at all, so no field means no quote.
    quote: z
      .string()
      .optional()
      .transform((value) => value === "yes"),
  }),
  z.object({
    intent: z.literal("assign"),
    // "" is Nobody; otherwise a staff member's id from the list.
    assignee: z
      .string()
      .regex(/^\d{0,15}$/, "Choose someone from the list.")
      .transform((value) => (value === "" ? null : Number(value))),
  }),
  z.object({ intent: z.literal("note"), note: noteSchema }),
  z.object({ intent: z.literal("not-spam") }),
  z.object({ intent: z.literal("delete"), confirm: z.string().optional() }),
  z.object({ intent: z.literal("status"), status: z.enum(inboxStatuses, "Choose one of the statuses.") }),
]);
