import { getContactService } from "./registry.server.ts";
import { contactResults, type ContactResult } from "./results.server.ts";

/**
 * One contact POST, as both endpoints receive it: the page action (/contact-us, no JavaScript)
 * and its JSON twin (/api/contact, used by the enhanced form). Returns the result and the
 * headers that go with it.
 */
export async function handleContactPost(
  request: Request,
): Promise<{ result: ContactResult; headers: Record<string, string> }> {
  // JSON, a missing or wrong content type, or a broken multipart body: not something our form sent.
  const form = await request.formData().catch(() => undefined);
  const header = (name: string) => request.headers.get(name);
  const result = form
    ? await (
        await getContactService()
      ).submit({
        form,
        clientIp: header("x-client-ip"),
        userAgent: header("user-agent"),
        origin: header("origin"),
        host: header("host"),
      })
    : contactResults.badRequest();
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (result.status === 429) headers["Retry-After"] = String(result.retryAfterSeconds);
  return { result, headers };
}
