// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages } from "../app/content/contact-form.ts";
import { routelessBuild } from "../tests/support/routeless-build.ts";
import { createSiteApp } from "./site-app.ts";

/** A build with no routes: every request here is answered before React Router, or is its 404. */
const build = routelessBuild((_request, status) => new Response("Not found", { status }));

/*
 * The HTTP layer (server/http/) refuses a POST from another site, or one too large, before reading
 * it, but knows no capability: the words of the answer, and whether the refusal is counted, come
 * from the capability that owns the path.
 */
describe("a POST the HTTP layer refuses before reading it", () => {
  const countRejected = vi.fn();
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const services = {
      contact: { countRejected },
      analytics: { count() {} },
      staff: { connection: { get: async () => undefined } },
      health: async () => ({ ok: true }),
    } as unknown as Parameters<typeof createSiteApp>[0]["services"];
    server = createServer(createSiteApp({ build, staticFiles: new Map(), services, maxBodyBytes: 1024 }));
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const post = async (path: string, headers: Record<string, string>, body = "name=a") => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body,
    });
    return { status: response.status, text: await response.text() };
  };
  const crossSite = { Origin: "https://evil.example" };

  it("is answered in the contact form's words on the form's paths, and counted", async () => {
    countRejected.mockClear();
    expect(await post("/contact-us", crossSite)).toEqual({ status: 403, text: contactMessages.crossSite });
    expect(await post("/api/contact", {}, "a".repeat(2048))).toEqual({ status: 413, text: contactMessages.tooLarge });
    expect(countRejected.mock.calls).toEqual([["cross-site"], ["too-large"]]);
  });

  it("is answered in the staff area's words on its paths, and not counted as the form's", async () => {
    countRejected.mockClear();
    const refused = await post("/staff/messages/1", crossSite);
    expect(refused).toEqual({ status: 403, text: "Refused: staff changes must come from the staff pages themselves." });
    expect(countRejected).not.toHaveBeenCalled();
  });

  it("is answered in the HTTP layer's own words where no capability claims the path", async () => {
    expect(await post("/about-us", crossSite)).toEqual({
      status: 403,
      text: "Refused: this request was sent from another site.",
    });
    expect(await post("/about-us", {}, "a".repeat(2048))).toMatchObject({
      status: 413,
      text: "Refused: the request body is too large.",
    });
  });
});
