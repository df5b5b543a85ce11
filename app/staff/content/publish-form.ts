import { z } from "zod";
import type { ChosenDraft } from "~server/content/content-service.ts";

/** A draft's box in the Publish form: its key and the revision it was shown at. */
export const chosenValue = (key: { collection: string; id: string }, revision: number) =>
  `${key.collection}/${key.id}@${revision}`;

const chosenDraft = z
  .string()
  .regex(/^[A-Za-z]+\/#?[A-Za-z0-9_-]+@\d+$/)
  .transform((value): ChosenDraft => {
    const [path = "", revision = "0"] = value.split("@");
    const [collection = "", id = ""] = path.split("/");
    return { collection, id, revision: Number(revision) };
  });

/** The overview's form: publish the ticked drafts now, schedule them, or cancel a schedule. */
export const publishForm = z.discriminatedUnion("$intent", [
  z.object({ $intent: z.literal("publish"), draft: z.array(chosenDraft).max(2_000).default([]) }),
  z.object({
    $intent: z.literal("schedule"),
    draft: z.array(chosenDraft).max(2_000).default([]),
    // <input type="datetime-local">: minutes, read as Dhaka time (UTC+6, no daylight saving).
    at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "Choose a date and a time." })
      .transform((local) => new Date(`${local}:00+06:00`)),
  }),
  z.object({ $intent: z.literal("cancel-schedule"), schedule: z.coerce.number().int().positive() }),
]);
