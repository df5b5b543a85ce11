import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { listRejectedPosts } from "../../server/leads/rejected-posts.server.ts";
import { listAudit } from "../../server/staff/audit-log.server.ts";
import { revokeStaff } from "../../server/staff/staff-users.server.ts";
import {
  addVirtualAuthenticator,
  enrol,
  inviteLink,
  marker,
  sessionCookie,
  signIn,
  staffOrigin,
  storeLead,
  withDb,
} from "./staff-helpers.ts";

const email = (label: string) => `${marker(label)}@staff.example.com`;

test.describe("staff passkeys", () => {
  test("enrols from an invite, signs out, and signs in again with a new session id each time", async ({ page }) => {
    await addVirtualAuthenticator(page);
    const person = email("enrol");
    await enrol(page, person);
    const atEnrolment = await sessionCookie(page);
    expect(atEnrolment).toMatch(/^[\w-]{43}$/);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${staffOrigin}/staff/sign-in`);
    expect(await sessionCookie(page)).toBeUndefined();

    // A cookie planted before sign-in (session fixation) is never adopted: sign-in issues a new id.
    await page.evaluate(() => (document.cookie = `__Host-staff_session=${"a".repeat(43)}; Path=/; Secure`));
    expect(await sessionCookie(page)).toBe("a".repeat(43));
    await signIn(page);
    const afterSignIn = await sessionCookie(page);
    expect(afterSignIn).toMatch(/^[\w-]{43}$/);
    expect(afterSignIn).not.toBe(atEnrolment);
    expect(afterSignIn).not.toBe("a".repeat(43));
    const actions = await withDb(async (db) => (await listAudit(db, { limit: 500 })).filter((e) => e.actor === person));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["invite used", "passkey added", "sign-in", "sign-out"]),
    );
  });

  test("refuses a used invite and an expired one with a clear message", async ({ page }) => {
    await addVirtualAuthenticator(page);
    const link = await inviteLink(email("used"));
    await page.goto(link);
    await page.getByRole("button", { name: "Create a passkey" }).click();
    await page.waitForURL(`${staffOrigin}/staff`);
    await page.goto(link);
    await expect(page.getByRole("status")).toContainText("already been used");
    await expect(page.getByRole("button", { name: "Create a passkey" })).toBeDisabled();

    await page.goto("about:blank"); // a new fragment alone would not load the page again
    await page.goto(await inviteLink(email("expired"), new Date(Date.now() - 25 * 60 * 60 * 1000)));
    await expect(page.getByRole("status")).toContainText("expired");
    await expect(page.getByRole("button", { name: "Create a passkey" })).toBeDisabled();
  });

  test("signing in returns to the page that asked for it, and never to another site", async ({ page }) => {
    await addVirtualAuthenticator(page);
    await enrol(page, email("return"));
    const subject = marker("Waiting for a sign-in");
    const id = await storeLead({ subject, message: "Opened from a link in the team's chat." });
    // The session is gone (expired, or another device): the link still leads to the lead.
    await page.context().clearCookies();
    await page.goto(`${staffOrigin}/staff/messages/${id}`);
    await expect(page).toHaveURL(`${staffOrigin}/staff/sign-in?next=${encodeURIComponent(`/staff/messages/${id}`)}`);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(`${staffOrigin}/staff/messages/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    // A made-up next= to another site is ignored: the inbox it is.
    await page.context().clearCookies();
    await page.goto(`${staffOrigin}/staff/sign-in?next=${encodeURIComponent("//evil.example/staff")}`);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(`${staffOrigin}/staff`);
  });

  test("a revoked person's open session stops working at once", async ({ page }) => {
    await addVirtualAuthenticator(page);
    const person = email("revoked");
    await enrol(page, person);
    await withDb((db) => revokeStaff(db, person, "operator"));
    await page.goto(`${staffOrigin}/staff`);
    await expect(page).toHaveURL(`${staffOrigin}/staff/sign-in`);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("status")).toContainText("could not sign you in");
  });

  test("adds a second passkey from a signed-in session", async ({ page }) => {
    const first = await addVirtualAuthenticator(page);
    await enrol(page, email("second"));
    await page.goto(`${staffOrigin}/staff/passkeys`);
    await expect(page.getByRole("heading", { level: 2, name: "Passkey 1" })).toBeVisible();
    // The first authenticator already holds a passkey for this person: a second device adds one.
    await first.cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: first.authenticatorId });
    await addVirtualAuthenticator(page);
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Passkey 2" })).toBeVisible();
  });

  // Chromium keeps treating <noscript> as hidden when Playwright turns scripts off, so the
  // document itself is checked: a disabled button and the explanation inside <noscript>.
  test("says that passkeys need JavaScript when it is off", async ({ request }) => {
    const html = await (await request.get(`${staffOrigin}/staff/sign-in`)).text();
    expect(html).toMatch(/<button type="button" disabled="[^"]*"[^>]*>Sign in with a passkey/);
    expect(html).toMatch(/<noscript>.*Passkeys need JavaScript.*<\/noscript>/);
  });
});

test.describe("staff inbox", () => {
  test.beforeEach(async ({ page }) => {
    await addVirtualAuthenticator(page);
    await enrol(page, email("inbox"));
  });

  test("a message posted on the public form appears in the inbox, unread, and opens read", async ({ page }) => {
    const subject = marker("Website for our clinic");
    const form = await page.context().newPage();
    await form.goto("/contact-us"); // the public site, as a visitor sees it (no JavaScript needed)
    const fields = form.getByTestId("contact-form");
    await fields.getByLabel("Full Name").fill("Ayesha Rahman");
    await fields.getByLabel("Email Address").fill("ayesha@example.com");
    await fields.getByLabel("Subject").fill(subject);
    // Its own text: a body already stored would be filed as spam (a repeated message).
    await fields.getByLabel("Your Message").fill(`We need a bilingual website with appointment booking (${subject}).`);
    await fields.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByTestId("contact-sent")).toBeVisible();
    await form.close();

    await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent(subject)}`);
    const item = page.getByTestId("inbox-list").getByRole("link").filter({ hasText: subject });
    await expect(item).toContainText("Unread:");
    await expect(item).toContainText("New");
    await item.click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText("(Dhaka)").first()).toBeVisible();
    await expect(page.getByLabel("Reply to ayesha@example.com")).toBeVisible();
    await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent(subject)}`);
    await expect(page.getByTestId("inbox-list").getByRole("link")).not.toContainText("Unread:");
  });

  test("a link from another site shows a lead but does not mark it read", async ({ page }) => {
    const subject = marker("Linked from elsewhere");
    const id = await storeLead({ subject, message: "Opened from a link in some other site's page." });
    const readAt = () =>
      withDb(async (db) => (await db.query("SELECT read_at FROM messages WHERE id = $1", [id]))[0]?.read_at ?? null);
    // What the browser sends when a sibling subdomain or another site links here (SameSite=Strict
    // keeps the session cookie from the second, not from the first).
    for (const site of ["same-site", "cross-site"]) {
      const response = await page.request.get(`${staffOrigin}/staff/messages/${id}`, {
        headers: { "Sec-Fetch-Site": site, "Sec-Fetch-Mode": "navigate" },
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(subject);
      expect(await readAt(), site).toBeNull();
    }
    await page.goto(`${staffOrigin}/staff/messages/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    expect(await readAt()).not.toBeNull();
  });

  test("internal notes: saved with author and time, shown as text, audited without their text, kept when refused", async ({
    page,
  }) => {
    const subject = marker("Notes");
    const id = await storeLead({ subject, message: "We need a Bangla e-commerce site." });
    await page.goto(`${staffOrigin}/staff/messages/${id}`);
    const notes = page.getByTestId("lead-notes");
    await expect(notes).toContainText("No notes yet.");
    // An empty note is refused with the reason; a long one keeps what was typed.
    await notes.getByRole("button", { name: "Save note" }).click();
    await expect(notes.getByText("Write the note first.")).toBeVisible();
    await expect(notes.getByLabel("Add a note")).toHaveAttribute("aria-invalid", "true");
    const tooLong = `Long ${"অনেক কথা ".repeat(500)}`;
    await notes.getByLabel("Add a note").fill(tooLong);
    await notes.getByRole("button", { name: "Save note" }).click();
    await expect(notes.getByText("A note can be at most 4,000 characters.")).toBeVisible();
    await expect(notes.getByLabel("Add a note")).toHaveValue(tooLong);

    const note = `<img src=x onerror="window.__pwned=1">Called back ${marker("note")}\nবাজেট ২ লাখ টাকা`;
    await notes.getByLabel("Add a note").fill(note);
    await notes.getByRole("button", { name: "Save note" }).click();
    await expect(page).toHaveURL(`${staffOrigin}/staff/messages/${id}?noted=1#notes`);
    await expect(notes.getByRole("status")).toContainText("Note saved.");
    await expect(notes.getByRole("listitem")).toHaveCount(1);
    await expect(notes.getByRole("listitem")).toContainText(note.split("\n")[0]!);
    await expect(notes.getByRole("listitem")).toContainText("@staff.example.com");
    await expect(notes.locator("img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    await page.goto(`${staffOrigin}/staff/audit`);
    await expect(page.getByTestId("audit-list")).toContainText(`note added`);
    await expect(page.getByTestId("audit-list")).not.toContainText("Called back");
  });

  test("a status change persists, filters the inbox and is audited", async ({ page }) => {
    const subject = marker("Status");
    const id = await storeLead({ subject, message: "Please call me back about a logo." });
    await page.goto(`${staffOrigin}/staff/messages/${id}`);
    await page.getByRole("button", { name: "Replied" }).click();
    await expect(page.getByRole("status")).toContainText("Status saved");
    await expect(page.getByRole("button", { name: "Replied" })).toHaveAttribute("aria-pressed", "true");
    await page.goto(`${staffOrigin}/staff?status=replied&q=${encodeURIComponent(subject)}`);
    await expect(page.getByTestId("inbox-list")).toContainText(subject);
    await page.goto(`${staffOrigin}/staff?status=new&q=${encodeURIComponent(subject)}`);
    await expect(page.getByText("No messages match.")).toBeVisible();
    await page.goto(`${staffOrigin}/staff/audit`);
    await expect(page.getByTestId("audit-list")).toContainText(`status change · message ${id} · new → replied`);
  });

  test("a post with many links is filed as spam: not in All, under Spam with its reason; Not spam restores it, audited", async ({
    page,
  }) => {
    const subject = marker("Cheap SEO");
    const form = await page.context().newPage();
    await form.goto("/contact-us");
    const fields = form.getByTestId("contact-form");
    await fields.getByLabel("Full Name").fill("SEO Expert");
    await fields.getByLabel("Email Address").fill("seo@example.com");
    await fields.getByLabel("Subject").fill(subject);
    await fields
      .getByLabel("Your Message")
      .fill("Rank first: https://a.example https://b.example and www.c.example, cheap prices.");
    await fields.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByTestId("contact-sent")).toBeVisible(); // the sender learns nothing
    await form.close();

    await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent(subject)}`);
    await expect(page.getByText("No messages match.")).toBeVisible();
    await page.goto(`${staffOrigin}/staff`);
    await page.getByLabel("Status").selectOption({ label: "Spam" });
    await page.getByLabel("Search name, email, subject or message").fill(subject);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Spam" })).toBeVisible();
    const item = page.getByTestId("inbox-list").getByRole("link").filter({ hasText: subject });
    await expect(item).toContainText("Why: Too many links");
    await item.click();
    await expect(page.getByTestId("spam-reason")).toHaveText("Too many links");
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));
    // Keyboard only: Tab to the button and press Enter, as a plain form without JavaScript does.
    await page.getByRole("button", { name: "Not spam" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${staffOrigin}/staff/messages/${id}?restored=1`);
    await expect(page.getByRole("status")).toContainText("Not spam: moved to the inbox as new");
    await expect(page.getByRole("button", { name: "New" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Not spam" })).toHaveCount(0);
    await expect(page.getByTestId("spam-reason")).toHaveCount(0);

    await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent(subject)}`);
    await expect(page.getByTestId("inbox-list")).toContainText(subject);
    await page.goto(`${staffOrigin}/staff/audit`);
    await expect(page.getByTestId("audit-list")).toContainText(`not spam · message ${id} · was links`);
  });

  test("the Spam view shows refused posts counted per day and reason, without their content", async ({ page }) => {
    const secret = marker("never-kept");
    const today = new Date().toISOString().slice(0, 10);
    const countOf = async (reason: string) =>
      (await withDb((db) => listRejectedPosts(db, { days: 1 }))).find((row) => row.reason === reason)?.count ?? 0;
    const before = await countOf("cross-site");
    const refused = await page.request.post("/api/contact", {
      form: { name: secret, email: "x@example.com", subject: secret, message: secret },
      headers: { Origin: "https://evil.example" },
    });
    expect(refused.status()).toBe(403);
    const invalid = await page.request.post("/api/contact", { form: { name: secret } });
    expect(invalid.status()).toBe(400);
    await expect.poll(() => countOf("cross-site")).toBe(before + 1);
    await expect.poll(() => countOf("invalid")).toBeGreaterThan(0);

    await page.goto(`${staffOrigin}/staff?status=spam`);
    const table = page.getByRole("table", { name: /Refused posts, last 14 days/ });
    const row = (label: string) =>
      table
        .getByRole("row")
        .filter({ has: page.locator(`time[datetime="${today}"]`) })
        .filter({ hasText: label });
    await expect(row("Sent from another site (403)")).toContainText(String(before + 1));
    await expect(row("Invalid fields (400)")).toHaveCount(1);
    expect(await page.content()).not.toContain(secret);
  });

  test("search finds Bangla and English text", async ({ page }) => {
    const tag = marker("search");
    await storeLead({ subject: `ওয়েবসাইট ${tag}`, message: "আমাদের দোকানের জন্য একটি ওয়েবসাইট দরকার।", language: "bn" });
    await storeLead({ subject: `Mobile app ${tag}`, message: "We want an Android app for deliveries." });
    await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent("দোকানের")}`);
    await expect(page.getByTestId("inbox-list")).toContainText(`ওয়েবসাইট ${tag}`);
    await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent(`android APP for`)}`);
    await expect(page.getByTestId("inbox-list")).toContainText(`Mobile app ${tag}`);
    await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent(tag)}`);
    await expect(page.getByTestId("inbox-list").getByRole("listitem")).toHaveCount(2);
  });

  test("deletion asks for confirmation, removes the message and is audited", async ({ page }) => {
    const subject = marker("Erase me");
    const id = await storeLead({ subject, message: "Please delete everything you hold about me." });
    await page.goto(`${staffOrigin}/staff/messages/${id}`);
    await page.getByRole("link", { name: "Delete…" }).click();
    await expect(page.getByRole("heading", { name: "Delete this message for good?" })).toBeVisible();
    await page.getByRole("link", { name: "Keep it" }).click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await page.getByRole("link", { name: "Delete…" }).click();
    await page.getByRole("button", { name: "Delete permanently" }).click();
    await expect(page.getByText("The message was deleted.")).toBeVisible();
    expect(await withDb((db) => db.query("SELECT id FROM messages WHERE id = $1", [id]))).toEqual([]);
    const response = await page.goto(`${staffOrigin}/staff/messages/${id}`);
    expect(response?.status()).toBe(404);
    await page.goto(`${staffOrigin}/staff/audit`);
    await expect(page.getByTestId("audit-list")).toContainText(`deletion · message ${id}`);
    await expect(page.getByTestId("audit-list")).not.toContainText("Please delete everything");
  });

  test("HTML and script payloads render as text in the list, the view and the export", async ({ page }) => {
    const tag = marker("xss");
    const payload = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> ${tag}`;
    const id = await storeLead({
      name: `<b>Eve</b> ${tag}`,
      email: `=HYPERLINK("http://evil.example")@example.com`,
      subject: payload,
      message: payload,
    });
    await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent(tag)}`);
    await expect(page.getByTestId("inbox-list")).toContainText(payload);
    await page.goto(`${staffOrigin}/staff/messages/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(payload);
    await expect(page.getByTestId("message-body")).toContainText(payload);
    await expect(page.locator("main img, main b")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // Downloaded as staff do, from the inbox's links: the export answers nothing else (a request
    // made without a click lacks the browser's Sec-Fetch-* navigation headers).
    const exported = async (name: string) => {
      await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent(tag)}`);
      const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
      return { name: file.suggestedFilename(), text: readFileSync(await file.path(), "utf8") };
    };
    const csv = await exported("Export CSV");
    expect(csv.name).toMatch(/^leads-.*\.csv$/);
    expect(csv.text).toContain(tag);
    // A cell that would start a formula is neutralised as in the CLI.
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"")@example.com"`);
    const json = await exported("Export JSON");
    expect(json.name).toMatch(/^leads-.*\.json$/);
    expect(JSON.stringify(JSON.parse(json.text))).toContain(tag);
    const fetched = await page.request.get(`${staffOrigin}/staff/export?format=csv&q=${encodeURIComponent(tag)}`);
    expect(fetched.status()).toBe(403);
    await page.goto(`${staffOrigin}/staff/audit`);
    // That an export was filtered, never what was searched for.
    await expect(page.getByTestId("audit-list")).toContainText("csv, 1 messages, filtered by a search");
    await expect(page.getByTestId("audit-list")).not.toContainText(tag);
  });
});

test("a signed-in person gets the staff 404 for an unknown staff URL", async ({ page }) => {
  await addVirtualAuthenticator(page);
  await enrol(page, email("notfound"));
  const response = await page.goto(`${staffOrigin}/staff/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the inbox" })).toBeVisible();
});
