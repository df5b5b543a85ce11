import { expect, type Page, test } from "@playwright/test";
import { axeViolations, gotoHydrated, pauseCarousels, viewports } from "./helpers.ts";
import { ownSite } from "./own-site.ts";

/**
 * The editing workflow as two staff members and a translator walk it, on the default store: a
 * preview that keeps showing the drafts and stays inside itself. A site of its own, so that what
 * these tests save and publish changes no page another spec reads.
 */
const own = ownSite();
test.describe.configure({ mode: "serial" });

const field = (page: Page, path: string) => page.locator(`[id="f-${path}"]`);
const stamp = () => Date.now().toString(36);

test("a preview shows the draft after the page hydrates, says it is a preview, and its links stay inside it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await own.signIn(page, ["editor"]);
  const feedback = `Preview check ${stamp()}: the draft text must stay on the page once its carousel hydrates, not the published one.`;
  await page.goto(`${own.origin}/staff/content/testimonials/shapla-handicrafts`);
  await field(page, "feedback.en").fill(feedback);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  // From the record itself, by the page's name.
  const toPreview = page.getByRole("link", { name: "Happy clients", exact: true });
  await expect(toPreview).toHaveAttribute("href", "/staff/content/preview/happy-clients");

  const publishedProps: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/(bn\/)?islands\//.test(path)) publishedProps.push(path);
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.setViewportSize(viewports.phone);
  await gotoHydrated(page, `${own.origin}/staff/content/preview/happy-clients`);
  const banner = page.getByRole("complementary", { name: "Preview" });
  await expect(banner).toContainText("Preview of drafts: not public.");
  await expect(banner).toContainText("/happy-clients, with 1 draft (Testimonials) over published version 1.");
  // Hydrated with the draft's props: the draft is what the carousel shows, and keeps showing.
  await expect(page.getByText(feedback)).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByText(feedback)).toBeVisible();
  expect(publishedProps, "islands read the published edition's props").toEqual([]);
  expect(problems, "console errors (a CSP refusal, a hydration mismatch)").toEqual([]);

  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await pauseCarousels(page);
    expect(await axeViolations(page), `preview at ${viewport.width} px`).toEqual([]);
  }

  // The site's own links lead to the preview of their page, in either language.
  await page.getByRole("contentinfo").getByRole("link", { name: "Latest projects" }).first().click();
  await page.waitForURL(`${own.origin}/staff/content/preview/latest-projects`);
  await expect(page.getByRole("complementary", { name: "Preview" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the editor" }).click();
  await page.waitForURL(`${own.origin}/staff/content`);
  await expect(page.getByRole("link", { name: "Testimonials › Shapla Handicrafts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Happy clients", exact: true })).toHaveAttribute(
    "href",
    "/staff/content/preview/happy-clients",
  );

  // Visitors still get the published text.
  expect(await (await page.request.get(`${own.origin}/happy-clients`)).text()).not.toContain(feedback);
});

test("a draft saves itself once typing stops, leaving unsaved asks first, and what a session's end stopped is restored", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await own.signIn(page, ["editor"]);
  const record = `${own.origin}/staff/content/testimonials/thames-lettings`;
  await page.goto(record);
  const status = page.getByTestId("autosave-status");
  const feedback = field(page, "feedback.en");

  const first = `Autosave check ${stamp()}: typed, then left alone for a few seconds, and saved without a click.`;
  await feedback.fill(first);
  await expect(status).toHaveText("Changes not saved yet");
  await page.clock.runFor(3_500);
  await expect(status).toHaveText(/^Saved \d{1,2}:\d{2}/);
  await page.goto(`${own.origin}/staff/content`);
  await expect(page.getByRole("link", { name: "Testimonials › Thames Lettings" })).toBeVisible();

  // Typed and not yet saved: leaving asks first, and staying keeps the text.
  await page.goto(record);
  await expect(feedback).toHaveValue(first);
  const second = `${first} And a second sentence, typed just before a click elsewhere.`;
  await feedback.fill(second);
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.getByRole("link", { name: "← Testimonials" }).click();
  expect(await asked).toBe("beforeunload");
  await expect(page).toHaveURL(record);
  await expect(feedback).toHaveValue(second);

  // The session ends (signed out elsewhere, or idle): the save is refused, and says why.
  await page.context().clearCookies();
  await page.clock.runFor(3_500);
  await expect(status).toHaveText(/your session has ended.*kept in this browser/);

  // Signed in again, the record offers back what was typed; restored, it saves.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto(`${own.origin}/staff/sign-in`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/staff/sign-in"));
  await page.goto(record);
  await expect(feedback).toHaveValue(first);
  await expect(page.getByText(/This browser kept changes to this record that never reached the server/)).toBeVisible();
  await page.getByRole("button", { name: "Restore what I typed" }).click();
  await expect(feedback).toHaveValue(second);
  await page.clock.runFor(3_500);
  await expect(status).toHaveText(/^Saved /);
  await page.reload();
  await expect(feedback).toHaveValue(second);
  await expect(page.getByRole("button", { name: "Restore what I typed" })).toBeHidden();
});

test("two editors change different fields of one record: both changes are kept and published; a translator's save after them cannot discard them", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const record = `${own.origin}/staff/content/testimonials/meghna-agro-traders`;
  const first = await own.signIn(page, ["editor"]);
  const colleague = await browser.newContext();
  const second = await colleague.newPage();
  await own.signIn(second, ["editor"]);
  await page.goto(record);
  await second.goto(record);

  const feedback = `Merge check ${stamp()}: the first editor rewrote what the client said, and kept it after a colleague saved.`;
  const designation = `From Narayanganj ${stamp()}`;
  await field(page, "feedback.en").fill(feedback);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  // The colleague's form was loaded before that save: theirs merges with it, and says so.
  await field(second, "designation.en").fill(designation);
  await second.getByRole("button", { name: "Save draft" }).click();
  await expect(
    second.getByRole("status").filter({ hasText: `together with the changes ${first} saved` }),
  ).toBeVisible();
  await expect(field(second, "feedback.en")).toHaveValue(feedback);
  await expect(field(second, "designation.en")).toHaveValue(designation);

  // A translator saves a Bangla word on top: the draft holds the editors' English, not theirs to undo.
  const translatorContext = await browser.newContext();
  const translator = await translatorContext.newPage();
  await own.signIn(translator, ["translator"]);
  await translator.goto(record);
  const bangla = field(translator, "designation.bn");
  await bangla.fill(`${await bangla.inputValue()} (নারায়ণগঞ্জ)`);
  await translator.getByRole("button", { name: "Save draft" }).click();
  await expect(translator.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(translator.getByRole("button", { name: "Discard draft" })).toHaveCount(0);
  await expect(field(translator, "feedback.en")).toHaveValue(feedback);

  await page.goto(`${own.origin}/staff/content`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Published as version \d+/)).toBeVisible();
  await expect
    .poll(
      async () => {
        const [english = "", bn = ""] = await Promise.all(
          ["/happy-clients", "/bn/happy-clients"].map(async (path) =>
            (await page.request.get(`${own.origin}${path}`)).text(),
          ),
        );
        return english.includes(feedback) && english.includes(designation) && bn.includes("(নারায়ণগঞ্জ)");
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await colleague.close();
  await translatorContext.close();
});

test("publish what you choose: a colleague's broken draft is left out and the urgent fix goes live; the overview then shows what the pages serve", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await own.signIn(page, ["editor"]);
  // A colleague's unfinished work: a Bangla text left empty, which Publish refuses.
  await page.goto(`${own.origin}/staff/content/testimonials/creek-spice-kitchen`);
  await field(page, "designation.bn").fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  // The urgent fix.
  const fix = `From Dubai, UAE ${stamp()}`;
  await page.goto(`${own.origin}/staff/content/testimonials/najd-trading-est`);
  await field(page, "designation.en").fill(fix);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await page.goto(`${own.origin}/staff/content`);
  const broken = page.getByRole("checkbox", { name: /Testimonials › Creek Spice Kitchen/ });
  const urgent = page.getByRole("checkbox", { name: /Testimonials › Najd Trading/ });
  await expect(broken).toBeChecked();
  await page.getByRole("button", { name: "Publish the ticked drafts now" }).click();
  await expect(page.getByText(/Not published: these need fixing first/)).toBeVisible();
  // The draft with the problem is unticked, the others stay ticked: one more click sends them.
  await expect(broken).not.toBeChecked();
  await expect(urgent).toBeChecked();
  await page.getByRole("button", { name: "Publish the ticked drafts now" }).click();
  const published = page.getByRole("status").filter({ hasText: /Published as version \d+/ });
  await expect(published).toBeVisible();
  const number = /version (\d+)/.exec((await published.textContent()) ?? "")?.[1];
  await expect(page.getByText(`The pages show version ${number}`)).toBeVisible();
  expect(await (await page.request.get(`${own.origin}/happy-clients`)).text()).toContain(fix);
  await expect(page.getByRole("link", { name: "Testimonials › Creek Spice Kitchen" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Testimonials › Najd Trading/ })).toHaveCount(0);
});

/** A time `days` from now as a datetime-local input takes it, in Dhaka time (UTC+6). */
const dhakaLocal = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 16);

test("a set of drafts is scheduled for a Dhaka time, listed as waiting with who set it, and cancelled; a past time is refused beside the field", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await own.signIn(page, ["editor"]);
  await page.goto(`${own.origin}/staff/content/testimonials/hijaz-travel-services`);
  await field(page, "designation.en").fill(`From Jeddah, Saudi Arabia ${stamp()}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.goto(`${own.origin}/staff/content`);
  // Only this draft: the others of this site's earlier tests are unticked.
  for (const box of await page.getByRole("checkbox", { name: /^Publish / }).all()) await box.uncheck();
  await page.getByRole("checkbox", { name: /Hijaz Travel Services/ }).check();

  const when = page.getByLabel("Publish them later, at (Dhaka time)");
  await when.fill(dhakaLocal(-1));
  await when.press("Enter");
  await expect(when).toHaveAccessibleDescription(/Choose a time in the future\. The time is Dhaka time\./);
  await expect(when).toHaveValue(dhakaLocal(-1));
  expect((await (await page.request.get(`${own.origin}/staff/content/history`)).text()).includes("scheduled")).toBe(
    false,
  );

  for (const box of await page.getByRole("checkbox", { name: /^Publish / }).all()) await box.uncheck();
  await page.getByRole("checkbox", { name: /Hijaz Travel Services/ }).check();
  await when.fill(dhakaLocal(2));
  await page.getByRole("button", { name: "Schedule the ticked drafts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Scheduled:" })).toBeVisible();
  const scheduled = page.getByRole("region", { name: /Scheduled publishes \(1 waiting\)/ });
  await expect(scheduled).toContainText("Testimonials › Hijaz Travel Services");
  await expect(scheduled).toContainText("(Dhaka)");
  // Still a draft until then: visitors get the published text.
  await expect(page.getByRole("link", { name: "Testimonials › Hijaz Travel Services" })).toBeVisible();

  const cancel = scheduled.getByRole("button", { name: /^Cancel the schedule of / });
  await cancel.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Schedule cancelled" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Scheduled publishes \(0 waiting\)/ })).toContainText(/cancelled by /);
  await expect(page.getByRole("link", { name: "Testimonials › Hijaz Travel Services" })).toBeVisible();
});

test("one record restored as an earlier version had it: the other records' later changes stay; the whole restore names what it would revert", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await own.signIn(page, ["editor"]);
  const publishOne = async (id: string, designation: string) => {
    await page.goto(`${own.origin}/staff/content/testimonials/${id}`);
    await field(page, "designation.en").fill(designation);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await page.goto(`${own.origin}/staff/content`);
    for (const box of await page.getByRole("checkbox", { name: /^Publish / }).all())
      if (!(await box.getAttribute("value"))?.startsWith(`testimonials/${id}@`)) await box.uncheck();
    await page.getByRole("button", { name: "Publish the ticked drafts now" }).click();
    const status = await page
      .getByRole("status")
      .filter({ hasText: /Published as version \d+/ })
      .textContent();
    return Number(/version (\d+)/.exec(status ?? "")?.[1]);
  };
  const mistake = `From Dhanmondi, mistaken ${stamp()}`;
  const later = `From Gulshan, kept ${stamp()}`;
  const mistaken = await publishOne("dhanmondi-dental-care", mistake);
  await publishOne("bonolota-fashion-house", later);

  // The history names what each version changed.
  await page.goto(`${own.origin}/staff/content/history`);
  await expect(page.getByText(/Changed: Testimonials › Dhanmondi Dental Care › Where they are from/)).toBeVisible();
  await page.goto(`${own.origin}/staff/content/history/${mistaken - 1}`);
  const since = page.getByRole("region", { name: /Changed since this version/ });
  await expect(since).toContainText(mistake);
  await expect(since).toContainText(later);
  // The whole restore first says what it would revert, colleagues' changes included.
  await page.getByRole("button", { name: `Restore version ${mistaken - 1}…` }).click();
  await expect(page.getByRole("alert")).toContainText(/reverts the \d+ changes? in \d+ records?/);
  await expect(page.getByRole("alert")).toContainText("Bonolota Fashion House");
  await page.getByRole("link", { name: "Keep the site as it is" }).click();

  await page
    .getByRole("button", { name: `Restore only Testimonials › Dhanmondi Dental Care as in version ${mistaken - 1}` })
    .click();
  await expect(page.getByRole("status")).toContainText(/Restored: published again as version \d+/);
  await expect
    .poll(async () => {
      const html = await (await page.request.get(`${own.origin}/happy-clients`)).text();
      return [html.includes(mistake), html.includes(later)];
    })
    .toEqual([false, true]);
});

test("a record shows who else has it open, and stops once they leave", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const record = `${own.origin}/staff/content/testimonials/sparkle-bay-cleaning`;
  await page.clock.install();
  const first = await own.signIn(page, ["editor"]);
  await page.goto(record);
  await expect(page.getByTestId("presence")).toBeHidden();

  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await own.signIn(colleague, ["editor"]);
  await colleague.goto(record);
  // On opening: the colleague is told at once, without JavaScript's help.
  await expect(colleague.getByTestId("presence")).toHaveText(
    `Also open now by ${first}: your saves merge with theirs, field by field.`,
  );
  // The first editor learns it on their page's next beat.
  await page.clock.runFor(20_000);
  await expect(page.getByTestId("presence")).toHaveText(/^Also open now by .+@agency\.example: your saves merge/);

  // The colleague leaves: gone at the next beat, not a minute later.
  await colleague.goto(`${own.origin}/staff/content`);
  await page.clock.runFor(20_000);
  await expect(page.getByTestId("presence")).toBeHidden();
  await colleagueContext.close();
});

test("the workflow's screens have no WCAG 2.2 A/AA violations and nothing wider than the screen, at 375 and 1440 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await own.signIn(page, ["editor"]);
  // Drafts, schedules, versions and a restore's confirmation are all there from the tests above.
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    for (const path of [
      "/staff/content",
      "/staff/content/history",
      "/staff/content/history/2",
      "/staff/content/testimonials/creek-spice-kitchen",
    ]) {
      await page.goto(`${own.origin}${path}`);
      expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    }
    await page.goto(`${own.origin}/staff/content/history/2`);
    await page.getByRole("button", { name: "Restore version 2…" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await axeViolations(page), `the restore's confirmation at ${viewport.width} px`).toEqual([]);
  }
});
