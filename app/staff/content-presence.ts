import { z } from "zod";
import { markGone, markPresent } from "~server/content/record-presence.server.ts";
import type { Route } from "./+types/content-presence";
import { requireEditor } from "./content/content-request.server.ts";
import { parseForm } from "./forms/parse-form.ts";
import { privateHeaders, staffDatabase } from "./staff-request.server.ts";

const presenceForm = z.object({
  collection: z.string().regex(/^[A-Za-z]{1,60}$/),
  id: z.string().regex(/^#?[A-Za-z0-9_-]{1,200}$/),
  gone: z.literal("1").optional(),
});

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: privateHeaders });

/**
 * A record page's presence (editor-client/record-presence.js): "I have this record open", every
 * few seconds while the page is open, answered with who else has it open; `gone` when the page
 * is left. A staff action like any other: the staff origin and a session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { by } = await requireEditor(request, context);
  const parsed = parseForm(presenceForm, await request.formData());
  if (!parsed.ok) return json({ error: "Send the record's collection and id." }, 400);
  const key = { collection: parsed.data.collection, id: parsed.data.id };
  const db = await staffDatabase(context);
  if (parsed.data.gone) {
    await markGone(db, key, by);
    return json({ others: [] });
  }
  return json({ others: await markPresent(db, key, by, new Date()) });
}

export function loader() {
  return new Response("Post a record's collection and id.", {
    status: 405,
    headers: { ...privateHeaders, Allow: "POST" },
  });
}
