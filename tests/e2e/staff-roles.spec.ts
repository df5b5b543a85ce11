import { expect, type Page, test } from "@playwright/test";
import { axeViolations, viewports } from "./helpers.ts";
import { waitForMail } from "./mail.ts";
import { addVirtualAuthenticator, enrol, marker, staffOrigin, storeLead } from "./staff-helpers.ts";

/**
 * Roles in the browser (issue 28): an admin invites a salesperson from the people page, with the
 * keyboard alone; the invite arrives by email (the e2e server sends through its SMTP sink); the
 * salesperson enrols, reads leads, and is refused the content editor and the people page with a
 * page naming the role needed. The people page is axe-clean at 375 and 1440 px.
 */
const site = staffOrigin;

/** Tabs from the top of the page until `selector` has focus (a keyboard user's way there). */
async function tabTo(page: Page, selector: string) {
  await page.locator("body").focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (await page.locator(selector).evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${selector} never got focus`);
}

test("an admin invites a sales member, who reads leads but is refused the content editor and the people page", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = `${marker("admin")}@staff.example.com`;
  const sales = `${marker("sales")}@staff.example.com`;
  const subject = marker("Roles lead");
  await storeLead({ subject, message: "A lead for the sales team." });
  await addVirtualAuthenticator(page);
  await enrol(page, admin);

  // The people page, by keyboard: the address, the "sales" box, Invite.
  await page.goto(`${site}/staff/people`);
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await tabTo(page, "#invite-email");
  await page.keyboard.type(sales);
  await page.keyboard.press("Tab"); // admin
  await page.keyboard.press("Tab"); // editor
  await page.keyboard.press("Tab"); // sales
  await expect(page.locator("#invite-sales")).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab"); // translator
  await page.keyboard.press("Tab");
  // Exact: another test's invite, pending while its staff member enrols, adds a "Cancel the invite" button.
  await expect(page.getByRole("button", { name: "Invite", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Invite emailed to ${sales} (sales)`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: sales })).toBeVisible();

  for (const size of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(size);
    await page.goto(`${site}/staff/people`);
    expect(await axeViolations(page), `axe at ${size.width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways scrolling at ${size.width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`staff-people-${size.width}.png`), fullPage: true });
  }

  // The invite, as the salesperson receives it.
  const [mail] = await waitForMail((received) => received.header("To")?.includes(sales) ?? false);
  expect(mail?.header("Subject")).toContain("You are invited to the staff area");
  const link = /http:\/\/localhost:\d+\/staff\/enrol#[\w-]{43}/.exec(mail?.text ?? "")?.[0];
  expect(link).toBeDefined();

  const context = await browser.newContext();
  const theirs = await context.newPage();
  await addVirtualAuthenticator(theirs);
  await theirs.goto(link!);
  await expect(theirs.getByText(`For ${sales}`)).toBeVisible();
  await theirs.getByRole("button", { name: "Create a passkey" }).click();
  await theirs.waitForURL(`${site}/staff`);
  await expect(theirs.getByText(subject)).toBeVisible();
  const nav = theirs.getByRole("navigation", { name: "Staff" });
  await expect(nav.getByRole("link")).toHaveText(["Inbox", "Analytics", "Passkeys"]);

  for (const path of ["/staff/content", "/staff/people"]) {
    const response = await theirs.goto(`${site}${path}`);
    expect(response?.status(), path).toBe(403);
    await expect(theirs.getByRole("heading", { level: 1, name: "Not for your role" })).toBeVisible();
    await expect(theirs.getByText(/needs the .+ role, and your roles are sales/)).toBeVisible();
  }
  await context.close();
});
