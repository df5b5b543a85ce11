import { expect, type Page, test } from "@playwright/test";
import { listAudit } from "../../server/staff/audit-log.server.ts";
import { receivedMail, type SinkMail, waitForMail } from "./mail.ts";
import { addVirtualAuthenticator, enrol, marker, staffOrigin, storeLead, withDb } from "./staff-helpers.ts";

/**
 * Answering leads from the inbox, against the e2e server's SMTP sink (playwright.config.ts:
 * CONTACT_ACK=1, LEAD_REMINDER_MINUTES=0.05): what the client, the team and the staff member
 * receive is read as a mail server received it.
 */
const staffEmail = (label: string) => `${marker(label)}@staff.example.com`;
const to = (address: string) => (mail: SinkMail) => mail.to.includes(address);

/**
 * A lead given to `owner` as it arrives. It is stored dated an hour ahead, so that no reminder is
 * due for it whatever the machine's speed, then given its owner and dated now in one statement: its
 * reminder, due 3 s later, can only go to the owner.
 */
async function storeOwnedLead(owner: string, subject: string) {
  const id = await storeLead({ subject, message: "Is anyone there?" }, { at: new Date(Date.now() + 3_600_000) });
  await withDb((db) =>
    db.query(
      "UPDATE messages SET assignee_id = (SELECT id FROM staff_users WHERE email = $1), created_at = $2 WHERE id = $3",
      [owner, new Date().toISOString(), id],
    ),
  );
  return id;
}

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
    // Whether to acknowledge is decided as the message is stored, in the transaction that queued
    // the team's copy, which has arrived: no acknowledgement is queued, so none can follow later.
    const queuedAcks = await withDb((db) =>
      db.query(
        `SELECT outbox.id FROM outbox JOIN messages ON messages.id = outbox.message_id
         WHERE outbox.kind = 'acknowledgement' AND messages.subject = $1`,
        [`${subject} again`],
      ),
    );
    expect(queuedAcks).toEqual([]);
    expect(receivedMail().filter(to(address))).toHaveLength(1);
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
    const quote = page.getByRole("checkbox", { name: "Quote the message" });
    await expect(quote).not.toBeChecked();
    await quote.check();
    // Refused without text, with the reason; nothing is sent, and the choice to quote is kept.
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Write the reply first.")).toBeVisible();
    await expect(quote).toBeChecked();
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

    // Unticked, as the box is for every new reply: nothing the sender typed is mailed back.
    await expect(quote).not.toBeChecked();
    await box.fill("The sample designs are ready.");
    await page.getByRole("button", { name: "Send reply" }).click();
    const [second] = await waitForMail((mail) => to(address)(mail) && mail.text.includes("The sample designs"));
    expect(second?.text.trim()).toBe("The sample designs are ready.");
    expect(second?.text).not.toContain("handloom");

    await page.reload();
    await expect(page.getByTestId("reply").first()).toContainText("Sent");
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
    const audit = await withDb(async (db) =>
      (await listAudit(db, { limit: 500 })).filter((entry) => entry.target === `message ${id}`),
    );
    // The notice would have been queued with the audit entry, in one transaction: none was.
    const noticesToSelf = await withDb((db) =>
      db.query("SELECT id FROM outbox WHERE kind = 'assignment' AND message_id = $1 AND recipient = $2", [id, nadia]),
    );
    expect(noticesToSelf).toEqual([]);
    expect(receivedMail().filter(assigned(nadia))).toHaveLength(0);
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
    // Two leads' reminders, each due 3 s after its lead and checked for every second: seconds on a
    // fast machine, longer on a loaded one, so the waits poll for what must happen, generously.
    test.setTimeout(120_000);
    await addVirtualAuthenticator(page);
    const owner = staffEmail("owner");
    await enrol(page, owner);
    const about = (subject: string) => (mail: SinkMail) => to(owner)(mail) && mail.raw.includes(subject);
    const subject = marker("Waiting lead");
    const id = await storeOwnedLead(owner, subject);
    const reminders = await waitForMail(about(subject), 1, 45_000);
    expect(reminders[0]?.header("Subject")).toBe(`[Website] Waiting for a reply: ${subject}`);
    expect(reminders[0]?.text).toContain(`Owner: ${owner}`);
    await page.goto(`${staffOrigin}/staff?q=${encodeURIComponent(subject)}`);
    await expect(page.getByTestId("inbox-list")).toContainText(/Waiting \d+ min/);
    // Once, however long it waits. A second lead, stored after the first one's reminder arrived,
    // is reminded about only by a later check for due leads, which would have picked the first one
    // again too; the sender sends in the order queued. So once the second's reminder is here, a
    // repeat of the first's would be here as well, on any machine.
    const later = marker("Later lead");
    await storeOwnedLead(owner, later);
    expect(await waitForMail(about(later), 1, 45_000)).toHaveLength(1);
    expect(receivedMail().filter(about(subject))).toHaveLength(1);
    const queued = await withDb((db) =>
      db.query("SELECT id FROM outbox WHERE kind = 'reminder' AND message_id = $1", [id]),
    );
    expect(queued).toHaveLength(1);
  });
});
