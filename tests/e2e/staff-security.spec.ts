import { expect, test } from "@playwright/test";
import { sendReply } from "../../server/staff/lead-replies.server.ts";
import { axeViolations, viewports } from "./helpers.ts";
import { addVirtualAuthenticator, enrol, marker, staffOrigin, storeLead, withDb } from "./staff-helpers.ts";

/** Without a session: pages show sign-in, downloads and changes answer 401, and no lead leaks. */
test.describe("the staff area without a session", () => {
  let id = 0;
  let secret = "";
  test.beforeAll(async () => {
    secret = marker("secret lead");
    id = await storeLead({ subject: secret, message: `${secret} body` });
  });

  for (const path of [
    "/staff",
    "/staff/audit",
    "/staff/passkeys",
    "/staff?q=secret",
    "/staff/no-such-page",
    () => `/staff/messages/${id}`,
  ]) {
    test(`GET ${typeof path === "string" ? path : "/staff/messages/:id"} shows the sign-in page`, async ({ page }) => {
      const url = typeof path === "string" ? path : path();
      await page.goto(`${staffOrigin}${url}`);
      // The sign-in page is told where to return (the inbox needs no telling).
      const signIn = `${staffOrigin}/staff/sign-in`;
      await expect(page).toHaveURL(url === "/staff" ? signIn : `${signIn}?next=${encodeURIComponent(url)}`);
      await expect(page.getByRole("heading", { name: "Sign in to the staff inbox" })).toBeVisible();
      expect(await page.content()).not.toContain(secret);
    });
  }

  test("downloads, data requests and changes answer 401 and leak nothing", async ({ request }) => {
    const origin = { Origin: staffOrigin };
    const answers = [
      await request.get(`${staffOrigin}/staff/export?format=csv`),
      await request.get(`${staffOrigin}/staff/export?format=json`),
      await request.get(`${staffOrigin}/staff.data`),
      await request.get(`${staffOrigin}/staff/messages/${id}.data`),
      await request.post(`${staffOrigin}/staff/messages/${id}`, {
        headers: origin,
        form: { intent: "delete", confirm: "yes" },
      }),
      await request.post(`${staffOrigin}/staff/messages/${id}`, {
        headers: origin,
        form: { intent: "status", status: "spam" },
      }),
      await request.post(`${staffOrigin}/staff/api/passkey-options`, { headers: origin, data: {} }),
    ];
    for (const response of answers) expect(await response.text()).not.toContain(secret);
    // React Router's data requests carry the redirect to sign-in inside a 202 answer.
    expect(answers.map((response) => response.status())).toEqual([401, 401, 202, 202, 401, 401, 401]);
    for (const response of answers.slice(2, 4)) expect(await response.text()).toContain("/staff/sign-in");
  });

  test("a POST from another origin is refused with 403", async ({ request }) => {
    const foreign = await request.post(`${staffOrigin}/staff/sign-out`, {
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status()).toBe(403);
    // Same host as the request but not the staff origin (an IP address instead of localhost).
    const other = await request.post(`http://127.0.0.1:${new URL(staffOrigin).port}/staff/api/sign-in-options`, {
      headers: { Origin: `http://127.0.0.1:${new URL(staffOrigin).port}` },
      data: {},
    });
    expect(other.status()).toBe(403);
    const missing = await request.post(`${staffOrigin}/staff/api/sign-in-options`, { data: {} });
    expect(missing.status()).toBe(403);
  });

  test("staff responses are noindex, never cached and keep the site's strict CSP", async ({ request }) => {
    const response = await request.get(`${staffOrigin}/staff/sign-in`);
    const headers = response.headers();
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    // Exactly 'self': no inline script may run where visitors' text is shown (server/pages/page-policy.ts).
    expect(headers["content-security-policy"]).toMatch(/(^|; )script-src 'self';/);
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const refused = await request.get(`${staffOrigin}/staff/export`);
    expect(refused.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  });

  test("public pages load no staff script or stylesheet", async ({ page }) => {
    const urls: string[] = [];
    page.on("request", (r) => urls.push(r.url()));
    await page.goto("/contact-us");
    await page.waitForLoadState("networkidle");
    expect(urls.filter((url) => /staff|passkey/i.test(url))).toEqual([]);
  });
});

for (const [name, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  test.describe(`staff pages at ${name} width`, () => {
    test.use({ viewport });
    test(`sign-in, inbox, spam, message, audit and passkeys pages have no WCAG 2.2 A/AA violations at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.goto(`${staffOrigin}/staff/sign-in`);
      await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
      await addVirtualAuthenticator(page);
      await enrol(page, `${marker("axe")}@staff.example.com`);
      const id = await storeLead({
        subject: marker("Axe lead"),
        message: "আমাদের দোকানের জন্য একটি ওয়েবসাইট দরকার।",
        language: "bn",
      });
      // A conversation with a reply and its delivery state, and an owner.
      await withDb((db) =>
        sendReply(db, { messageId: id, author: "axe@staff.example.com", body: "ধন্যবাদ! Call us.", quote: false }),
      );
      await page.goto(`${staffOrigin}/staff`);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${staffOrigin}/staff/messages/${id}?confirm=delete`);
      expect(await axeViolations(page)).toEqual([]);
      // The Spam view (its reasons and the refused-post table) and a spam lead with Not spam.
      const spamId = await storeLead(
        { subject: marker("Axe spam"), message: "Здравствуйте, продвижение сайта." },
        {
          spamReason: "foreign-script",
        },
      );
      await page.goto(`${staffOrigin}/staff?status=spam`);
      await expect(page.getByRole("heading", { level: 1, name: "Spam" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${staffOrigin}/staff/messages/${spamId}`);
      await expect(page.getByRole("button", { name: "Not spam" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${staffOrigin}/staff/audit`);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${staffOrigin}/staff/passkeys`);
      await expect(page.getByRole("button", { name: "Add a passkey" })).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
