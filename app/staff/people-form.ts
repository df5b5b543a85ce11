import { z } from "zod";
import { parseRoles, type StaffRole } from "~server/staff/staff-roles.ts";

/**
 * The people page's forms, as a browser without JavaScript posts them: an invite (address and
 * roles), a change of roles, a revocation (with its confirmation box ticked).
 */
const roles = z.array(z.string()).transform((words, context): StaffRole[] => {
  const parsed = parseRoles(words);
  if (!parsed.ok) {
    context.addIssue({ code: "custom", message: parsed.reason });
    return z.NEVER;
  }
  return parsed.roles;
});
const email = z.email("Enter an email address, such as name@example.com.").max(254);

export const peopleChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: z.string().trim().pipe(email), roles }),
  z.object({ intent: z.literal("roles"), email, roles }),
  z.object({
    intent: z.literal("revoke"),
    email,
    confirm: z.literal("yes", "Tick the box to confirm: their sessions and passkeys end at once."),
  }),
]);
export type PeopleChange = z.infer<typeof peopleChangeSchema>;

/** The fields parseForm reads as lists: `roles` may be ticked several times, or not at all. */
export const peopleFormLists = ["roles"] as const;
