import { expect, test, type Page } from "@playwright/test";
import { listAudit } from "../../server/staff/audit-log.server.ts";
import { axeViolations } from "./helpers.ts";
import { waitForMail } from "./mail.ts";
import { addVirtualAuthenticator, enrol, marker, sessionCookie, staffOrigin, withDb } from "./staff-helpers.ts";

/**
 * Adding and removing passkeys: names, the 5-minute passkey check ("Confirm it's you"), the last
 * passkey kept, the audit rows, the owner's emails (from the e2e server's SMTP sink), and failed
 * sign-ins grouped in the log.
 */
const email = (label: string) => `${marker(label)}@staff.example.com`;
const passkeysPage = `${staffOrigin}/staff/passkeys`;

/** As if the person's last passkey check was `minutes` ago (their session is still alive). */
const ageCheck = (person: string, minutes: number) =>
  withDb((db) =>
    db.query(
      "UPDATE staff_sessions SET verified_at = $1 WHERE user_id = (SELECT id FROM staff_users WHERE email = $2)",
      [new Date(Date.now() - minutes * 60 * 1000).toISOString(), person],
    ),
  );

const auditOf = (person: string) =>
  withDb(async (db) =>
    (await listAudit(db, { limit: 1_000 }))
      .filter((entry) => entry.actor === person)
      .map(({ action, detail, failures }) => ({ action, detail, failures })),
  );

async function confirmItsMe(page: Page) {
  await page.getByRole("button", { name: "Confirm it’s you" }).click();
  await page.waitForURL(`${passkeysPage}?confirmed=1`);
  await expect(page.getByRole("status").first()).toContainText("For the next 5 minutes");
}

test("adding a passkey more than 5 minutes after signing in is refused until 'Confirm it's you', which keeps the session", async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  const person = email("stale");
  await enrol(page, person);
  const session = await sessionCookie(page);
  await ageCheck(person, 6);

  await page.goto(passkeysPage);
  await expect(page.getByRole("heading", { name: "Confirm it’s you" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toBeHidden();
  // The API refuses too, whatever the page shows.
  const refused = await page.request.post(`${staffOrigin}/staff/api/passkey-options`, {
    headers: { Origin: staffOrigin },
    data: { name: "Sneaky" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: expect.stringContaining("Confirm it’s you first") });

  await confirmItsMe(page);
  expect(await sessionCookie(page)).toBe(session);
  await expect(page.getByRole("heading", { name: "Confirm it’s you" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toBeEnabled();
  const accepted = await page.request.post(`${staffOrigin}/staff/api/passkey-options`, {
    headers: { Origin: staffOrigin },
    data: { name: "Sneaky" },
  });
  expect(accepted.status()).toBe(200);
  expect((await auditOf(person)).map(({ action }) => action)).toContain("passkey check");
});

test("a passkey is added with a name and one removed after confirmation, never the last, each audited by name", async ({
  page,
}) => {
  const first = await addVirtualAuthenticator(page);
  const person = email("names");
  await enrol(page, person);
  await page.goto(passkeysPage);
  await expect(page.getByRole("heading", { level: 2, name: "Passkey 1" })).toBeVisible();
  await expect(page.getByText("Your only passkey cannot be removed")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Remove/ })).toHaveCount(0);
  const name = page.getByRole("textbox", { name: "Name" });
  await expect(name).toHaveValue("Passkey 2");

  // A name is needed, and at most 60 characters (the server says so too).
  await name.fill("   ");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").last()).toContainText("Give the passkey a name");
  const tooLong = await page.request.post(`${staffOrigin}/staff/api/passkey-options`, {
    headers: { Origin: staffOrigin },
    data: { name: "x".repeat(61) },
  });
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.json()).toEqual({ error: "A passkey's name can be at most 60 characters." });

  // The page was opened in time, but the check grew old: adding is refused and the check offered.
  await ageCheck(person, 6);
  await name.fill("  Work laptop ");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").last()).toContainText("Confirm it’s you first");
  await confirmItsMe(page);

  // The first device already holds this person's passkey: a second device adds one.
  await first.cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: first.authenticatorId });
  await addVirtualAuthenticator(page);
  await page.getByRole("textbox", { name: "Name" }).fill("  Work laptop ");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await page.waitForURL(`${passkeysPage}?added=1`);
  await expect(page.getByRole("heading", { level: 2, name: "Work laptop" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Passkey 3");

  // Removal asks first, and needs a recent check as well.
  await ageCheck(person, 6);
  await page.getByRole("link", { name: "Remove Passkey 1…" }).click();
  await expect(page.getByRole("heading", { name: "Remove “Passkey 1”?" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Remove passkey" }).press("Enter");
  await expect(page.getByRole("alert")).toContainText("Confirm it’s you first");
  await expect(page.getByRole("heading", { level: 2, name: "Passkey 1" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Confirm it’s you" }).click();
  await expect(page.getByRole("button", { name: "Confirm it’s you" })).toBeInViewport();
  await confirmItsMe(page);
  await page.getByRole("link", { name: "Remove Passkey 1…" }).click();
  await page.getByRole("button", { name: "Remove passkey" }).click();
  await page.waitForURL(`${passkeysPage}?removed=1`);
  await expect(page.getByRole("status").first()).toHaveText("Passkey removed.");
  await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: "Passkey 1" })).toHaveCount(0);
  await expect(page.getByText("Your only passkey cannot be removed")).toBeVisible();

  // The last one stays, whatever is posted.
  const last = await withDb((db) =>
    db.query("SELECT c.id FROM staff_credentials c JOIN staff_users u ON u.id = c.user_id WHERE u.email = $1", [
      person,
    ]),
  );
  expect(last).toHaveLength(1);
  const kept = await page.request.post(passkeysPage, {
    headers: { Origin: staffOrigin },
    form: { intent: "remove", passkey: String(last[0]?.id), confirm: "yes" },
  });
  expect(kept.status()).toBe(409);
  expect(await kept.text()).toContain("This is your only passkey");

  const audit = await auditOf(person);
  expect(audit.filter(({ action }) => action.startsWith("passkey ")).reverse()).toEqual([
    { action: "passkey added", detail: "Passkey 1", failures: 1 },
    { action: "passkey check", detail: "Passkey 1", failures: 1 },
    { action: "passkey added", detail: "Work laptop", failures: 1 },
    { action: "passkey check", detail: "Work laptop", failures: 1 },
    { action: "passkey removed", detail: "Passkey 1", failures: 1 },
  ]);

  // The owner hears of each change by email (not of the first passkey, made at enrolment).
  const notices = await waitForMail((mail) => mail.to.includes(person), 2);
  expect(notices.map((mail) => mail.text.split("\n")[0])).toEqual([
    expect.stringMatching(/Work laptop/),
    expect.stringMatching(/Passkey 1/),
  ]);
  expect(notices[0]?.text).toContain("/staff/passkeys");
});

test("a flood of failed sign-ins is one audit entry with its count, and real events stay on the first page", async ({
  page,
  request,
}) => {
  await addVirtualAuthenticator(page);
  const person = email("flood");
  await enrol(page, person);
  const [credential] = await withDb((db) =>
    db.query("SELECT c.id FROM staff_credentials c JOIN staff_users u ON u.id = c.user_id WHERE u.email = $1", [
      person,
    ]),
  );
  const id = String(credential?.id);
  // What a script would do: start a real ceremony each time, then answer it with a forged signature.
  for (let i = 0; i < 100; i++) {
    const started = await request.post(`${staffOrigin}/staff/api/sign-in-options`, {
      headers: { Origin: staffOrigin },
      data: {},
    });
    const { options } = await started.json();
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: staffOrigin }),
    ).toString("base64url");
    const answer = await request.post(`${staffOrigin}/staff/api/sign-in-verify`, {
      headers: { Origin: staffOrigin },
      data: {
        response: {
          id,
          rawId: id,
          type: "public-key",
          clientExtensionResults: {},
          response: { clientDataJSON, authenticatorData: "AAAA", signature: "AAAA" },
        },
      },
    });
    expect(answer.status()).toBe(401);
  }
  const failures = (await auditOf(person)).filter(({ action }) => action === "failed sign-in");
  expect(failures).toEqual([{ action: "failed sign-in", detail: "", failures: 100 }]);

  await page.goto(`${staffOrigin}/staff/audit`);
  const entries = page.getByTestId("audit-list").getByRole("listitem").filter({ hasText: person });
  await expect(entries.filter({ hasText: "failed sign-in" })).toHaveCount(1);
  await expect(entries.filter({ hasText: "failed sign-in" })).toContainText("100 failed sign-ins");
  await expect(entries.filter({ hasText: "invite used" })).toHaveCount(1);
  await expect(entries.filter({ hasText: "passkey added" })).toHaveCount(1);
});
