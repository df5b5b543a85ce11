// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseSettings } from "../settings/settings.ts";
import {
  clearedSessionCookie,
  isOwnNavigation,
  isSameOriginPost,
  readSessionId,
  sessionCookie,
} from "./request-guard.server.ts";
import { newToken } from "./tokens.server.ts";

const config = parseSettings({ STAFF_ORIGIN: "https://www.example.com" }).staff;
const post = (headers: Record<string, string>) =>
  new Request("https://www.example.com/staff/inbox", { method: "POST", headers });

describe("the staff request guard", () => {
  it("sets a __Host- cookie that is Secure, HttpOnly and SameSite=Strict, and clears it", () => {
    expect(sessionCookie("abc")).toBe(
      "__Host-staff_session=abc; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=43200",
    );
    expect(clearedSessionCookie()).toBe("__Host-staff_session=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0");
  });

  it("reads only a well-formed session id from the Cookie header", () => {
    const id = newToken();
    const withCookie = (cookie: string) =>
      new Request("https://www.example.com/staff", { headers: { Cookie: cookie } });
    expect(readSessionId(withCookie(`theme=dark; __Host-staff_session=${id}`))).toBe(id);
    expect(readSessionId(withCookie("staff_session=" + id))).toBeNull();
    expect(readSessionId(withCookie("__Host-staff_session=<script>"))).toBeNull();
    expect(readSessionId(new Request("https://www.example.com/staff"))).toBeNull();
  });

  it("finds the session id anywhere among other cookies, and only under its own whole name", () => {
    const id = newToken();
    const withCookie = (cookie: string) =>
      new Request("https://www.example.com/staff", { headers: { Cookie: cookie } });
    expect(readSessionId(withCookie(`__Host-staff_session=${id}; theme=dark`))).toBe(id);
    expect(readSessionId(withCookie(`a=1;   __Host-staff_session=${id}  ;b=2`))).toBe(id);
    expect(readSessionId(withCookie(`__Host-staff_session=bad; __Host-staff_session=${id}`))).toBe(id);
    expect(readSessionId(withCookie(`x__Host-staff_session=${id}`))).toBeNull();
    expect(readSessionId(withCookie(`a=__Host-staff_session=${id}`))).toBeNull();
    expect(readSessionId(withCookie(`__Host-staff_session=${id}x`))).toBeNull();
  });

  it("accepts a POST only from the staff origin itself", () => {
    expect(isSameOriginPost(post({ Origin: "https://www.example.com" }), config)).toBe(true);
    expect(isSameOriginPost(post({ Origin: "https://evil.example" }), config)).toBe(false);
    expect(isSameOriginPost(post({ Origin: "http://www.example.com" }), config)).toBe(false);
    expect(isSameOriginPost(post({ Origin: "null" }), config)).toBe(false);
    expect(isSameOriginPost(post({}), config)).toBe(false);
    const get = new Request("https://www.example.com/staff", { headers: { Origin: "https://www.example.com" } });
    expect(isSameOriginPost(get, config)).toBe(false);
  });

  it("lets a GET change something only when it is the staff member's own (same origin, typed, or no header)", () => {
    const get = (site?: string) =>
      new Request("https://www.example.com/staff/messages/1", site ? { headers: { "Sec-Fetch-Site": site } } : {});
    expect(isOwnNavigation(get("same-origin"))).toBe(true);
    expect(isOwnNavigation(get("none"))).toBe(true);
    expect(isOwnNavigation(get())).toBe(true);
    expect(isOwnNavigation(get("same-site"))).toBe(false);
    expect(isOwnNavigation(get("cross-site"))).toBe(false);
  });
});
