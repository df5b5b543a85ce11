import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { mediaUrl, parseMediaPath } from "../../app/lib/media-paths.ts";
import { articles, axeViolations, brand, viewports } from "./helpers.ts";
import {
  banglaMarker,
  field,
  publicPageShows,
  restoreShownVersion,
  servedBoundMs,
  signedIn,
} from "./staff-content-steps.ts";
import { addVirtualAuthenticator, enrolAs, marker, staffOrigin } from "./staff-helpers.ts";

/**
 * The content editor as the agency's marketing staff use it (issue 27): edit both languages side
 * by side, save a draft that visitors do not see, preview it, publish it to the public page, see the
 * change in the history and restore the previous version. Drafts and versions are the site's own
 * (one edition for the whole e2e server), so these tests run one after the other, change only the
 * home page's statistics subtitle and one article's Bangla title and body (which no other test
 * reads while they run), and leave the edition as they found it. Edits that other tests do read (a
 * figure, a testimonial, a new article) are in published-edition.spec.ts, which runs after them all.
 * Their Bangla texts carry Bangla digits, never Latin letters, which bangla.spec.ts looks for on /bn pages.
 */
test.describe.configure({ mode: "serial" });

const site = staffOrigin;
const companyRecord = `${site}/staff/content/company/company`;

test("an edit is a draft until it is published; then every visitor gets it, and history can restore the old text", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const english = `What our team delivered, ${marker("e2e")}.`;
  const bangla = `আমাদের দলের কাজের হিসাব, ${banglaMarker()}।`;
  await signedIn(page);

  await page.goto(`${site}/staff/content`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Content");
  await page.goto(companyRecord);
  const oldEnglish = await field(page, "statsSubtitle.en").inputValue();
  await expect(field(page, "statsSubtitle.bn")).toHaveAttribute("lang", "bn");
  await field(page, "statsSubtitle.en").fill(english);
  await field(page, "statsSubtitle.bn").fill(bangla);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(field(page, "statsSubtitle.en")).toHaveValue(english);

  // Saved, not published: visitors still get the old text; the preview shows the draft, to staff only.
  expect(await publicPageShows(page, "/", english)).toBe(false);
  const preview = await page.request.get(`${site}/staff/content/preview/`);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["cache-control"]).toBe("no-store");
  expect(await preview.text()).toContain(english);
  const bnPreview = await page.request.get(`${site}/staff/content/preview/bn`);
  expect(await bnPreview.text()).toContain(bangla);
  const anonymous = await page.context().browser()!.newContext();
  const refused = await anonymous.request.get(`${site}/staff/content/preview/`, { maxRedirects: 0 });
  expect(refused.status()).not.toBe(200);
  expect(await refused.text()).not.toContain(english);
  await anonymous.close();

  await page.goto(`${site}/staff/content`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Published as version \d+/)).toBeVisible();
  // Every instance re-renders its pages within seconds of a publish (here, the one e2e server).
  await expect.poll(() => publicPageShows(page, "/", english), { timeout: servedBoundMs }).toBe(true);
  await expect.poll(() => publicPageShows(page, "/bn", bangla), { timeout: servedBoundMs }).toBe(true);

  // History: the new version, what changed field by field, and the old text restored as a newer version.
  await page.goto(`${site}/staff/content/history`);
  const versions = page.getByRole("link", { name: /version \d+/i });
  expect(await versions.count()).toBeGreaterThanOrEqual(2);
  await versions.first().click();
  await expect(page.getByText(english)).toBeVisible();
  await expect(page.getByText(oldEnglish)).toBeVisible();
  await page.goto(`${site}/staff/content/history`);
  await versions.nth(1).click();
  await restoreShownVersion(page);
  await expect.poll(() => publicPageShows(page, "/", english), { timeout: servedBoundMs }).toBe(false);
  expect(await publicPageShows(page, "/", oldEnglish.replace("{brand}", brand))).toBe(true);
});

test("an article's Bangla title and Markdown body are edited beside a live preview, published to the public article, and restored", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const slug = articles.find((article) => article.locale === "en")!.slug;
  const record = `${site}/staff/content/articles/${slug}`;
  const title = `সম্পাদকে বদলানো শিরোনাম ${banglaMarker()}`;
  const heading = `Checked in the editor ${marker("md")}`;
  await signedIn(page);

  await page.goto(record);
  await expect(field(page, "title.bn")).toHaveAttribute("lang", "bn");
  await field(page, "title.bn").fill(title);
  // The body's preview follows the typing, rendered by the site's pipeline (its h2 gets an id).
  const body = field(page, "body.en");
  await body.fill(`${await body.inputValue()}\n\n## ${heading}\n\nA paragraph written in the editor.\n`);
  const englishPreview = page.getByTestId("preview-en");
  await expect(englishPreview.getByRole("heading", { level: 2, name: heading })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId("preview-bn").locator("[lang=bn].article-prose")).not.toBeEmpty();
  // Show preview (the form's own button, as without JavaScript) renders it too, and saves nothing.
  await page.getByRole("button", { name: "Show preview: Article text" }).click();
  await expect(page.getByText("nothing was saved yet")).toBeVisible();
  await expect(englishPreview.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText("Insights articles: as published.")).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  expect(await publicPageShows(page, `/bn/insights/${slug}`, title)).toBe(false);

  await page.goto(`${site}/staff/content`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Published as version \d+/)).toBeVisible();
  await expect.poll(() => publicPageShows(page, `/bn/insights/${slug}`, title), { timeout: servedBoundMs }).toBe(true);
  await expect.poll(() => publicPageShows(page, `/insights/${slug}`, heading), { timeout: servedBoundMs }).toBe(true);
  await page.goto(`${site}/bn/insights/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Restored: the previous version is published again, and the public article with it.
  await page.goto(`${site}/staff/content/history`);
  await page
    .getByRole("link", { name: /version \d+/i })
    .nth(1)
    .click();
  await restoreShownVersion(page);
  await expect.poll(() => publicPageShows(page, `/bn/insights/${slug}`, title), { timeout: servedBoundMs }).toBe(false);
  expect(await publicPageShows(page, `/insights/${slug}`, heading)).toBe(false);
});

test("Publish refuses an edition with a Bangla text missing, names the field, and keeps the draft", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedIn(page);
  await page.goto(companyRecord);
  await field(page, "statsSubtitle.bn").fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Translations missing: 1/)).toBeVisible();

  await page.goto(`${site}/staff/content`);
  await page.getByRole("button", { name: "Publish" }).click();
  const problem = page.getByRole("link", { name: /Figures: subtitle/ }).first();
  await expect(problem).toBeVisible();
  await expect(page.getByText(/Bangla text is missing/)).toBeVisible();
  // Nothing was lost: the draft is still listed, and the public page never changed.
  await page.goto(companyRecord);
  await expect(field(page, "statsSubtitle.bn")).toHaveValue("");
  await page.getByRole("button", { name: "Discard draft" }).click();
  await page.goto(companyRecord);
  await expect(field(page, "statsSubtitle.bn")).not.toHaveValue("");
});

test("a Bangla text whose English changed is flagged as maybe out of date until someone confirms it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedIn(page);
  await page.goto(companyRecord);
  const english = await field(page, "statsSubtitle.en").inputValue();
  await field(page, "statsSubtitle.en").fill(`${english} Updated.`);
  await page.getByRole("button", { name: "Save draft" }).click();
  const flag = page.getByText("Translation may be out of date");
  await expect(flag).toBeVisible();
  await expect(field(page, "statsSubtitle.bn")).toHaveAccessibleDescription(/Translation may be out of date/);
  // The translator sees what changed in the English: the words added are marked.
  await expect(field(page, "statsSubtitle.bn")).toHaveAccessibleDescription(
    /The English was: .* It is now: .*Updated\./,
  );
  await expect(page.locator("ins", { hasText: "Updated." })).toBeVisible();
  await page.getByLabel("The translation still says the same: clear the flag").check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(flag).toHaveCount(0);
  await page.getByRole("button", { name: "Discard draft" }).click();
});

test("two people saving the same record: the second save is a conflict showing both texts, never an overwrite", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedIn(page);
  const other = await page.context().newPage();
  await page.goto(companyRecord);
  await other.goto(companyRecord);
  const theirs = `Their subtitle for the figures, ${marker("theirs")}.`;
  const mine = `My subtitle for the figures, ${marker("mine")}.`;
  await other.locator(`[id="f-statsSubtitle.en"]`).fill(theirs);
  await other.getByRole("button", { name: "Save draft" }).click();
  await expect(other.locator(`[id="f-statsSubtitle.en"]`)).toHaveValue(theirs);

  await field(page, "statsSubtitle.en").fill(mine);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(theirs).first()).toBeVisible();
  await expect(page.getByText(mine).first()).toBeVisible();
  await page.getByRole("button", { name: "Keep theirs" }).click();
  await expect(field(page, "statsSubtitle.en")).toHaveValue(theirs);
  await page.getByRole("button", { name: "Discard draft" }).click();
  await other.close();
});

for (const [name, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  test(`the editor's pages have no WCAG 2.2 A/AA violations and nothing wider than the ${name} screen`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signedIn(page);
    for (const path of [
      "/staff/content",
      "/staff/content/projects",
      "/staff/content/categories/cyber-security",
      "/staff/content/company/company",
      `/staff/content/articles/${articles[0]!.slug}`,
      "/staff/content/history",
      "/staff/content/images",
    ]) {
      await page.goto(`${site}${path}`);
      expect(await axeViolations(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(viewport.width);
    }
  });
}

/** Saves a new English statistics subtitle, confirming the Bangla (so no flag reaches the published edition). */
async function saveEnglishKeepingBangla(page: Page, english: string) {
  await field(page, "statsSubtitle.en").fill(english);
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.getByLabel("The translation still says the same: clear the flag").check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(page.getByText("Translation may be out of date")).toHaveCount(0);
}

test("an editor publishes, but is refused the inbox and its export", async ({ page }) => {
  test.setTimeout(90_000);
  await addVirtualAuthenticator(page);
  await enrolAs(page, `${marker("editor")}@staff.example.com`, ["editor"], "/staff/content");
  await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link")).toHaveText(["Content", "Passkeys"]);

  await page.goto(companyRecord);
  const oldEnglish = await field(page, "statsSubtitle.en").inputValue();
  const english = `Counted by an editor, ${marker("e2e")}.`;
  await saveEnglishKeepingBangla(page, english);
  await page.goto(`${site}/staff/content`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Published as version \d+/)).toBeVisible();
  await expect.poll(() => publicPageShows(page, "/", english), { timeout: servedBoundMs }).toBe(true);

  for (const path of ["/staff", "/staff/export?format=csv"]) {
    const response = await page.request.get(`${site}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(await response.text()).toContain("needs the sales (or admin) role");
  }

  // The edition as it was, for the other tests.
  await page.goto(companyRecord);
  await saveEnglishKeepingBangla(page, oldEnglish);
  await page.goto(`${site}/staff/content`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect.poll(() => publicPageShows(page, "/", english), { timeout: servedBoundMs }).toBe(false);
});

test("a translator saves a Bangla draft, which waits for an editor: Publish, Restore and structure are not theirs", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const translator = `${marker("translator")}@staff.example.com`;
  await addVirtualAuthenticator(page);
  await enrolAs(page, translator, ["translator"], "/staff/content");
  await page.goto(companyRecord);
  const bangla = `অনুবাদকের খসড়া, ${marker("বাংলা")}।`;
  await field(page, "statsSubtitle.bn").fill(bangla);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(field(page, "statsSubtitle.bn")).toHaveValue(bangla);

  await page.goto(`${site}/staff/content`);
  await expect(page.getByText(/a translator’s draft, waiting for an editor/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
  const publish = await page.request.post(`${site}/staff/content`, {
    form: { $intent: "publish" },
    headers: { Origin: site },
    maxRedirects: 0,
  });
  expect(publish.status()).toBe(403);
  expect(await publish.text()).toContain("Publishing needs the editor (or admin) role");
  expect(await publicPageShows(page, "/bn", bangla)).toBe(false);

  // Only what a translator may do is offered: the words are inputs; links, images, figures and order are text.
  await page.goto(`${site}/staff/content/categories/cyber-security`);
  const form = page.getByTestId("record-form");
  await expect(
    form.getByText(
      "As a translator you can change the words in every language and the images’ descriptions; links, images, figures, choices and order are for an editor.",
    ),
  ).toHaveCount(1);
  await expect(field(page, "cards.0.title.bn")).toBeEditable();
  for (const structure of ["externalHref", "image.src", "image.width", "cards.0.href", "cards.0.image.src", "$op"]) {
    await expect(form.locator(`[name="${structure}"]`), structure).toHaveCount(0);
  }
  await expect(field(page, "externalHref")).toContainText("https://services.jamdani-digital.example.com");
  await expect(form.getByRole("button")).toHaveText(["Save draft"]);
  await page.goto(`${site}/staff/content/categories`);
  await expect(page.getByRole("link", { name: "Cyber Security", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^(Move up|Move down|Remove|Add)\b/ })).toHaveCount(0);
  await expect(page.getByLabel(/A new .*’s id/)).toHaveCount(0);
  // The tests above published, so version 1 is not the latest: an editor would see Restore here.
  await page.goto(`${site}/staff/content/history/1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Version 1");
  await expect(page.getByRole("button", { name: /Restore/ })).toHaveCount(0);
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    for (const path of ["/staff/content/categories/cyber-security", "/staff/content/categories"]) {
      await page.goto(`${site}${path}`);
      expect(await axeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} at ${viewport.width}`).toBeLessThanOrEqual(viewport.width);
    }
  }

  // Their own draft they may discard, leaving the edition as it was.
  await page.goto(companyRecord);
  await page.getByRole("button", { name: "Discard draft" }).click();
  await page.goto(`${site}/staff/content`);
  await expect(page.getByText(/a translator’s draft/)).toHaveCount(0);
});

test("a javascript: link typed into a project's link is refused on Save with a clear error, and nothing typed is lost", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const record = `${site}/staff/content/projects/nirog-medical`;
  await signedIn(page);
  await page.goto(record);
  const href = await field(page, "href").inputValue();
  const oldTitle = await field(page, "title.en").inputValue();
  const title = `Nirog Medical, edited ${marker("e2e")}`;
  await field(page, "title.en").fill(title);
  await field(page, "href").fill("javascript:alert(document.cookie)");
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page.getByText("The draft was not saved:")).toBeVisible();
  await expect(
    page.getByText("a link must be a web address starting with https:// (never javascript: or data:)").first(),
  ).toBeVisible();
  await expect(field(page, "href")).toHaveValue("javascript:alert(document.cookie)");
  await expect(field(page, "title.en")).toHaveValue(title);
  // Nothing was stored: the record opens as it was (no draft of the title either).
  await page.goto(record);
  await expect(field(page, "href")).toHaveValue(href);
  await expect(field(page, "title.en")).toHaveValue(oldTitle);
});

test("an uploaded JPEG is served as AVIF and WebP with its dimensions", async ({ page }) => {
  test.setTimeout(60_000);
  // A random colour and a patch of noise, so that each run uploads a new image (an upload seen
  // before keeps its first address); mostly flat, so that encoding it takes a moment (noise all
  // over took 30 s of AVIF encoding).
  const [width, height] = [2_000, 1_000];
  const random = () => Math.floor(Math.random() * 256);
  const patch = await sharp(Buffer.from(Array.from({ length: 64 * 64 * 3 }, random)), {
    raw: { width: 64, height: 64, channels: 3 },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp({
    create: { width, height, channels: 3, background: { r: random(), g: random(), b: random() } },
  })
    .composite([{ input: patch, left: 968, top: 468 }])
    .jpeg({ quality: 80 })
    .toBuffer();
  await signedIn(page);
  await page.goto(`${site}/staff/content/images`);
  await page.getByLabel("Image file").setInputFiles({ name: "office-front.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Image uploaded. Choose it in a record’s image.")).toBeVisible();

  const item = page.locator("li", { hasText: "office-front.jpg" }).first();
  const src = await item.getByLabel("Address").inputValue();
  expect(src).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
  const thumbnail = item.locator("img");
  const shown = {
    width: Number(await thumbnail.getAttribute("width")),
    height: Number(await thumbnail.getAttribute("height")),
  };
  // At most 1,600 px wide, in the upload's proportions (2:1).
  expect(shown.width).toBeLessThanOrEqual(1_600);
  expect(shown.width).toBe(shown.height * 2);
  await expect(item).toContainText(`${shown.width} × ${shown.height} px`);

  for (const [format, address] of [
    ["webp", src],
    ["avif", mediaUrl(parseMediaPath(src)!.id, "avif")],
  ] as const) {
    const response = await page.request.get(`${site}${address}`);
    expect(response.status(), address).toBe(200);
    expect(response.headers()["content-type"], address).toBe(`image/${format}`);
    const metadata = await sharp(await response.body()).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }, address).toEqual({
      format: format === "avif" ? "heif" : "webp",
      ...shown,
    });
  }
});

test("Preview shows drafts that Publish would still refuse: English where a Bangla text is empty, and why when a draft breaks the page", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedIn(page);
  const english = `Figures counted for a preview, ${marker("e2e")}.`;
  await page.goto(companyRecord);
  await field(page, "statsSubtitle.en").fill(english);
  await field(page, "statsSubtitle.bn").fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Translations missing: 1/)).toBeVisible();
  // A draft may leave the Bangla empty (Publish may not): both previews show the page, the
  // Bangla one with the English text in its place until the translation is written.
  for (const path of ["/", "/bn"]) {
    const preview = await page.request.get(`${site}/staff/content/preview${path}`);
    expect(preview.status(), path).toBe(200);
    expect(await preview.text(), path).toContain(english);
  }

  // A text the testimonials' schema refuses (60 characters at least) is saved as a draft, but no
  // page can show it: the preview says which record and field, instead of an error page.
  await page.goto(`${site}/staff/content/testimonials/thames-lettings`);
  await field(page, "feedback.bn").fill("খুব ভালো কাজ।");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  const broken = await page.request.get(`${site}/staff/content/preview/bn/happy-clients`);
  expect(broken.status()).toBe(409);
  expect(broken.headers()["cache-control"]).toContain("no-store");
  const why = await broken.text();
  expect(why).toContain("The drafts cannot be previewed");
  expect(why).toMatch(/Testimonials › thames-lettings › What they said \(Bangla\): .*60/);
  expect(why).not.toContain("Figures counted for a preview");

  for (const record of [companyRecord, `${site}/staff/content/testimonials/thames-lettings`]) {
    await page.goto(record);
    await page.getByRole("button", { name: "Discard draft" }).click();
  }
  expect((await page.request.get(`${site}/staff/content/preview/bn/happy-clients`)).status()).toBe(200);
});
