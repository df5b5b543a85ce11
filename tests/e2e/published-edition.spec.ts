import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers.ts";
import {
  asVisitors,
  banglaMarker,
  field,
  publicPageShows,
  publish,
  restorePreviousVersion,
  servedBoundMs,
  servedText,
  servedWithin,
  signedIn,
} from "./staff-content-steps.ts";
import { marker, staffOrigin } from "./staff-helpers.ts";

/**
 * Publishing what other browser tests read (issue 27): a figure on the home page, a Bangla
 * testimonial, a new article in the lists, feeds and sitemap. These tests run in their own
 * Playwright project after every other spec (playwright.config.ts), one after the other, so no test
 * reading those pages can catch them half-way; each leaves the edition as it found it.
 */
test.describe.configure({ mode: "serial" });

const site = staffOrigin;

test("a statistic and a Bangla testimonial edited, previewed and published are what visitors read in both languages, with and without JavaScript, once published (the time it took is logged)", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // sections.spec.ts and bangla.spec.ts read these pages meanwhile: the label keeps its words
  // ("Years of Experience" is still in it), the figure keeps its 6 and Bangla digits, the
  // Bangla texts have no Latin letter.
  const token = marker("").slice(-6);
  const label = { en: `Years of Experience, ${token}`, bn: `বছরের অভিজ্ঞতা, ${banglaMarker()}` };
  const figure = { en: "64", bn: "৬৪" };
  // At least 60 characters, as the testimonials' schema wants.
  const feedback = `তাঁরা আমাদের প্রপার্টি ওয়েবসাইট নতুন করে বানিয়েছেন, আর প্রতিটি প্রশ্নের উত্তর দেন সেদিনই (${banglaMarker()})।`;
  await signedIn(page);

  await page.goto(`${site}/staff/content/statistics/years-of-experience`);
  await field(page, "value").fill("64");
  await field(page, "label.en").fill(label.en);
  await field(page, "label.bn").fill(label.bn);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.goto(`${site}/staff/content/testimonials/thames-lettings`);
  await expect(field(page, "feedback.bn")).toHaveAttribute("lang", "bn");
  await field(page, "feedback.bn").fill(feedback);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();

  // The preview has the drafts; the public pages do not yet.
  expect((await page.request.get(`${site}/staff/content/preview/`).then((r) => r.text())).includes(label.en)).toBe(
    true,
  );
  expect((await page.request.get(`${site}/staff/content/preview/bn`).then((r) => r.text())).includes(label.bn)).toBe(
    true,
  );
  const bnClients = await page.request.get(`${site}/staff/content/preview/bn/happy-clients`);
  expect(await bnClients.text()).toContain(feedback);
  expect(await publicPageShows(page, "/", label.en)).toBe(false);
  expect(await publicPageShows(page, "/bn/happy-clients", feedback)).toBe(false);

  const since = await publish(page);
  const served = await servedWithin(
    page,
    [
      ["/", label.en],
      ["/bn", label.bn],
      ["/bn/happy-clients", feedback],
      ["/bn/islands/testimonials.json", feedback],
    ],
    { since, ms: servedBoundMs },
  );
  console.log(`statistic and testimonial served ${served} ms after the Publish click`);

  await asVisitors(browser, async (visitor, javaScript) => {
    const how = javaScript ? "with JavaScript" : "without JavaScript";
    for (const locale of ["en", "bn"] as const) {
      await visitor.goto(`${site}${locale === "en" ? "/" : "/bn"}`);
      const statistic = visitor.getByTestId("statistics").locator("div", { hasText: label[locale] });
      await expect(statistic.locator("dd"), `${locale} ${how}`).toHaveText(figure[locale]);
    }
    // With JavaScript the carousel hydrates from the shared props file, which was rendered again too.
    if (javaScript) await gotoHydrated(visitor, `${site}/bn/happy-clients`);
    else await visitor.goto(`${site}/bn/happy-clients`);
    await expect(visitor.getByTestId("testimonial-track"), how).toContainText(feedback);
  });

  await restorePreviousVersion(page);
  await servedWithin(
    page,
    [
      ["/", label.en],
      ["/bn/happy-clients", feedback],
    ],
    { since: performance.now(), ms: servedBoundMs, present: false },
  );
  expect(await publicPageShows(page, "/", "Years of Experience")).toBe(true);
});

test("an article written in the editor is listed, in both feeds and in the sitemap once published, in both languages; removed and published again, it is gone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // insights.spec.ts and routes.spec.ts count the articles, feed entries and sitemap addresses:
  // this test adds one only for the seconds between its two publishes. It is dated before every
  // other article (the neighbours those tests check stay the same) and tagged with a topic
  // (data) whose page no other test reads; its Bangla has no Latin letter (bangla.spec.ts).
  const slug = `e2e-article-${marker("")
    .slice(-8)
    .replace(/[^a-z0-9]/g, "x")}`;
  const code = banglaMarker();
  const article = {
    title: { en: `Written in the editor, ${slug}`, bn: `সম্পাদকে লেখা একটি প্রবন্ধ ${code}` },
    summary: {
      en: "An article written and published from the staff area's editor, to check that it reaches every list.",
      bn: "স্টাফ এলাকার সম্পাদকে লেখা ও প্রকাশ করা একটি প্রবন্ধ, সব তালিকায় পৌঁছায় কি না দেখার জন্য।",
    },
    body: {
      en: `A first paragraph, with **bold** words.\n\n## What we checked\n\n- the list\n- the feed\n- the sitemap\n`,
      bn: `প্রথম অনুচ্ছেদ, **মোটা** অক্ষরে কিছু শব্দ সহ।\n\n## আমরা যা দেখেছি\n\n- তালিকা\n- ফিড\n- সাইটম্যাপ\n`,
    },
  };
  await signedIn(page);
  await page.goto(`${site}/staff/content/articles`);
  await page.getByLabel("A new article’s id").fill(slug);
  await page.getByRole("button", { name: "Add an article" }).click();
  await page.waitForURL(`${site}/staff/content/articles/${slug}`);
  await field(page, "date").fill("2020-01-15");
  await field(page, "author").selectOption("nusrat-jahan");
  await field(page, "category").selectOption("software-development");
  await page.getByRole("checkbox", { name: "Data" }).check();
  for (const name of ["title", "summary", "body"] as const) {
    await field(page, `${name}.en`).fill(article[name].en);
    await field(page, `${name}.bn`).fill(article[name].bn);
  }
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  expect((await servedText(page, `/insights/${slug}`)).status).toBe(404);

  const listed = [
    ["/insights", article.title.en],
    ["/bn/insights", article.title.bn],
    ["/insights/feed.xml", `/insights/${slug}</id>`],
    ["/bn/insights/feed.xml", `/bn/insights/${slug}</id>`],
    ["/sitemap.xml", `/insights/${slug}</loc>`],
    ["/sitemap.xml", `/bn/insights/${slug}</loc>`],
    [`/insights/${slug}`, "What we checked</h2>"],
    [`/bn/insights/${slug}`, "আমরা যা দেখেছি</h2>"],
  ] as const;
  const since = await publish(page);
  const served = await servedWithin(page, listed, { since, ms: servedBoundMs });
  console.log(`new article served ${served} ms after the Publish click`);
  await page.goto(`${site}/bn/insights`);
  await expect(page.getByRole("link", { name: article.title.bn })).toHaveAttribute("href", `/bn/insights/${slug}`);

  // Removed and published again: the edition is as it was, the article's addresses answer 404.
  await page.goto(`${site}/staff/content/articles`);
  await page.getByRole("button", { name: `Remove: ${article.title.en}` }).click();
  await publish(page);
  await servedWithin(page, listed, { since: performance.now(), ms: servedBoundMs, present: false });
  for (const path of [`/insights/${slug}`, `/bn/insights/${slug}`])
    expect((await servedText(page, path)).status).toBe(404);
});
