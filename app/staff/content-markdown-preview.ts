import { z } from "zod";
import { markdownLimits } from "~/content/insights/markdown-limits.ts";
import { locales } from "~/content/locale.ts";
import type { Route } from "./+types/content-markdown-preview";
import { requireEditor } from "./content/content-request.server.ts";
import { previewMarkdown } from "./content/markdown-preview.server.ts";
import { privateHeaders } from "./staff-request.server.ts";

const previewSchema = z.object({
  // The renderer says how long an article may be; this only keeps what is parsed as JSON bounded.
  markdown: z
    .string()
    .max(
      markdownLimits.length + 1,
      `An article may have at most ${markdownLimits.length.toLocaleString("en")} characters.`,
    ),
  language: z.enum(locales),
});

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: privateHeaders });

/**
 * The live preview of an article's body (editor-client/markdown-preview.js): the Markdown typed so far,
 * rendered by the site's own pipeline, as JSON `{ html }` or `{ error }`. A staff action like any
 * other: a POST from the staff pages' own origin (403 otherwise) with a session (401), before
 * the body is read. Nothing is stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireEditor(request, context);
  const input = previewSchema.safeParse(await request.json().catch(() => undefined));
  if (!input.success) return json({ error: input.error.issues[0]?.message ?? "Send { markdown, language }." }, 400);
  return json(await previewMarkdown(input.data.markdown, input.data.language));
}

export function loader() {
  return new Response("Post the Markdown to preview it.", {
    status: 405,
    headers: { ...privateHeaders, Allow: "POST" },
  });
}
