import { expect, type Page, test } from "@playwright/test";
import { listAudit } from "../../app/server/staff/audit-log.server.ts";
import { type SinkMail, waitForMail } from "./mail.ts";
import { addVirtualAuthenticator, enrol, marker, staffOrigin, storeLead, withDb } from "./staff-helpers.ts";

/**
 * Answering leads from the inbox, against the e2e server's SMTP sink (playwright.config.ts:
 * CONTACT_ACK=1, LEAD_REMINDER_MINUTES=0.05): what the client, the team and the staff member
 * receive is read as a mail server received it.
 */
const staffEmail = (label: string) => `${marker(label)}@staff.example.com`;
const to = (address: string) => (mail: SinkMail) => mail.to.includes(address);

/** Sends the contact form from a page, as a visitor would (JavaScript on). */
async function sendForm(page: Page, path: string, fields: Record<string, string>, button: string) {
  await page.goto(path);
  const form = page.getByTestId("contact-form");
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: button }).click();
  await expect(page.getByTestId("contact-sent")).toBeVisible();
}

test.describe("answering leads", () => {
  test("a Bangla-page message is acknowledged once, in Bangla, with none of the sender's words", async ({ page }) => {
    const address = `${marker("ack")}@client.example`;
    const subject = marker("ওয়েবসাইট");
    const fields = {
      "পূর্ণ নাম": "Mallory <b>Chosen Name</b>",
      "ইমেইল ঠিকানা": address,
      বিষয়: `${subject} Buy cheap pills from Mallory`,
      "আপনার বার্তা": "Dear friend, here are my chosen words for you, best prices guaranteed.",
    };
    await sendForm(page, "/bn/contact-us", fields, "বার্তা পাঠান");
    const [ack] = await waitForMail(to(address));
    expect(ack, "an acknowledgement reached the sender").toBeDefined();
    expect(ack!.header("Subject")).toBeDefined();
    expect(ack!.text).toContain("আপনার বার্তাটি আমাদের কাছে পৌঁছেছে");
    expect(ack!.text).toContain("শনিবার থেকে বৃহস্পতিবার");
    expect(ack!.header("Auto-Submitted")).toBe("auto-replied");
    for (const typed of ["Mallory", "Chosen", "pills", "chosen words", "Dear friend", subject]) {
      expect(ack!.raw).not.toContain(typed);
    }
    // A second message from the same address the same day: stored and notified, not acknowledged.
    const again = { ...fields, বিষয়: `${subject} again`, "আপনার বার্তা": "A second message, on another matter." };
    await sendForm(page, "/bn/contact-us", again, "বার্তা পাঠান");
    const teamCopy = await waitForMail(
      (mail) => to("team@agency.example")(mail) && mail.text.includes(`${subject} again`),
    );
    expect(teamCopy, "the second message was notified").toHaveLength(1);
    expect(await waitForMail(to(address), 2, 3_000)).toHaveLength(1);
  });

  test("a reply from the inbox reaches the client threaded, Reply-To its author, and shows as sent", async ({
    page,
  }) => {
    await addVirtualAuthenticator(page);
    const person = staffEmail("replier");
    await enrol(page, person);
    const address = `${marker("client")}@client.example`;
    const subject = marker("Shop website");
    await sendForm(
      page,
      "/contact-us",
      {
        "Full Name": "Farhana Akter",
        "Email Address": address,
        Subject: subject,
        "Your Message": "We sell handloom saris and need an online shop.",
      },
      "Send Message",
    );
    const [ack] = await waitForMail(to(address));
    const ackId = ack?.header("Message-ID");
    expect(ackId).toMatch(/^<ack-\d+-[\w-]+@/);

    await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent(subject)}`);
    await page.getByTestId("inbox-list").getByRole("link").filter({ hasText: subject }).click();
    const box = page.getByLabel(`Reply to ${address}`);
    // Refused without text, with the reason; nothing is sent.
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Write the reply first.")).toBeVisible();
    await box.fill("আসসালামু আলাইকুম, Farhana.\nWe can start next week: <b>৳80,000</b> for the shop.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply saved and queued")).toBeVisible();
    const reply = page.getByTestId("reply");
    await expect(reply).toContainText(person);
    await expect(reply).toContainText("<b>৳80,000</b>");

    const replies = await waitForMail((mail) => to(address)(mail) && mail.header("Subject") === `Re: ${subject}`);
    const mail = replies[0]!;
    expect(mail.to).toEqual(expect.arrayContaining([address, "team@agency.example"]));
    expect(mail.header("Reply-To")).toBe(person);
    expect(mail.header("Cc")).toBe("team@agency.example");
    expect(mail.header("In-Reply-To")).toBe(ackId);
    expect(mail.header("References")).toBe(ackId);
    expect(mail.text).toContain("আসসালামু আলাইকুম, Farhana.\nWe can start next week: <b>৳80,000</b> for the shop.");
    expect(mail.text).toContain("> We sell handloom saris");

    await page.reload();
    await expect(page.getByTestId("reply")).toContainText("Sent");
    await expect(page.getByRole("heading", { level: 1, name: subject }).locator("..")).toContainText("Replied");
    const audit = await withDb(async (db) => (await listAudit(db, { limit: 500 })).filter((e) => e.actor === person));
    const replyAudit = audit.find((entry) => entry.action === "reply sent");
    expect(replyAudit?.target).toMatch(/^message \d+$/);
    expect(JSON.stringify(audit)).not.toContain("80,000");
  });

  test("assigning a lead notifies the new owner; Mine and Unassigned filter the inbox", async ({ browser }) => {
    // Two people, each with their own browser and passkey.
    const aContext = await browser.newContext();
    const bContext = await browser.newContext();
    const a = await aContext.newPage();
    const b = await bContext.newPage();
    await addVirtualAuthenticator(a);
    await addVirtualAuthenticator(b);
    const nadia = staffEmail("nadia");
    const karim = staffEmail("karim");
    await enrol(a, nadia);
    await enrol(b, karim);
    const subject = marker("Logo redesign");
    const id = await storeLead({ subject, message: "Our logo needs a refresh." });

    await a.goto(`${staffOrigin}/staff/messages/${id}`);
    await a.getByLabel("Assign to").selectOption({ label: karim });
    await a.getByRole("button", { name: "Save owner" }).click();
    await expect(a.getByRole("status")).toHaveText("Owner saved.");
    await expect(a.getByTestId("owner")).toHaveText(karim);
    // Only assignment notices: this lead is old enough for a reminder (3 s here) before the test ends.
    const assigned = (address: string) => (mail: SinkMail) =>
      to(address)(mail) && mail.header("Subject") === `[Website] Assigned to you: ${subject}`;
    const [notice] = await waitForMail(assigned(karim));
    expect(notice?.text).toContain(`${nadia} assigned this lead to you.`);
    expect(notice?.text).toContain(`/staff/messages/${id}`);

    await b.goto(`${staffOrigin}/staff?owner=mine&q=${encodeURIComponent(subject)}`);
    await expect(b.getByTestId("inbox-list")).toContainText(subject);
    await a.goto(`${staffOrigin}/staff?owner=mine&q=${encodeURIComponent(subject)}`);
    await expect(a.getByText("No messages match.")).toBeVisible();
    await a.goto(`${staffOrigin}/staff?owner=unassigned&q=${encodeURIComponent(subject)}`);
    await expect(a.getByText("No messages match.")).toBeVisible();

    // Taking it yourself: no email to yourself; it is audited all the same.
    await a.goto(`${staffOrigin}/staff/messages/${id}`);
    await a.getByRole("button", { name: "Assign to me" }).click();
    await expect(a.getByTestId("owner")).toContainText("You");
    expect(await waitForMail(assigned(nadia), 1, 2_000)).toHaveLength(0);
    const audit = await withDb(async (db) =>
      (await listAudit(db, { limit: 500 })).filter((entry) => entry.target === `message ${id}`),
    );
    expect(audit.filter((entry) => entry.action === "assignment").map((entry) => entry.detail)).toEqual([
      `to ${nadia}`,
      `to ${karim}`,
    ]);
    await b.goto(`${staffOrigin}/staff?owner=mine&q=${encodeURIComponent(subject)}`);
    await expect(b.getByText("No messages match.")).toBeVisible();
    await aContext.close();
    await bContext.close();
  });

  test("a lead unanswered past LEAD_REMINDER_MINUTES reminds its owner once, and the inbox shows the wait", async ({
    page,
  }) => {
    await addVirtualAuthenticator(page);
    const owner = staffEmail("owner");
    await enrol(page, owner);
    const subject = marker("Waiting lead");
    const id = await storeLead({ subject, message: "Is anyone there?" });
    // Given to its owner at once, well inside the 3 s before it is due.
    await withDb((db) =>
      db.query("UPDATE messages SET assignee_id = (SELECT id FROM staff_users WHERE email = $1) WHERE id = $2", [
        owner,
        id,
      ]),
    );
    const reminders = await waitForMail((mail) => to(owner)(mail) && mail.raw.includes(subject));
    expect(reminders[0]?.header("Subject")).toBe(`[Website] Waiting for a reply: ${subject}`);
    expect(reminders[0]?.text).toContain(`Owner: ${owner}`);
    await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent(subject)}`);
    await expect(page.getByTestId("inbox-list")).toContainText(/Waiting \d+ min/);
    // Once: however long it waits, one reminder.
    expect(await waitForMail((mail) => to(owner)(mail) && mail.raw.includes(subject), 2, 4_000)).toHaveLength(1);
  });
});
