import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { ownSite } from "./own-site.ts";

/**
 * The editor as the content model makes it, walked as the agency's marketing manager would on
 * the default store: a 7th project (beyond the starting six), its sector chosen from a list, its
 * photo uploaded from the record's own picker; the list reordered by keyboard without a page
 * load; an optional field added and removed. A site of its own, so that what it publishes
 * changes no page another spec reads.
 */
const own = ownSite();
const signIn = (page: Page) => own.signIn(page, ["editor"]);

const field = (page: Page, path: string) => page.locator(`[id="f-${path}"]`);
const served = async (page: Page, path: string) => (await page.request.get(`${own.origin}${path}`)).text();

test.describe.configure({ mode: "serial" });

test("a 7th project: added under a new id, its sector chosen, its photo uploaded in place, moved up by keyboard, published", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(`${own.origin}/staff/content/projects`);
  await expect(page.getByTestId("list-bounds")).toHaveText(/^6 projects, .* takes 1 to 24\./);

  // An id already taken is refused beside the field, with what was typed kept.
  const newId = page.getByLabel("A new project’s id");
  await newId.fill("nirog-medical");
  await page.getByRole("button", { name: "Add a project" }).click();
  await expect(newId).toHaveAttribute("aria-invalid", "true");
  await expect(newId).toHaveAccessibleDescription(/There is already a project “nirog-medical”: choose another id\./);
  await expect(newId).toHaveValue("nirog-medical");

  await newId.fill("dhaka-bakery-orders");
  await page.getByRole("button", { name: "Add a project" }).click();
  await page.waitForURL(`${own.origin}/staff/content/projects/dhaka-bakery-orders`);
  // A new record starts empty: nothing copied from a neighbour.
  await expect(field(page, "title.en")).toHaveValue("");
  await expect(field(page, "image.src")).toHaveValue("");

  const title = { en: "Bakery order-ahead site", bn: "বেকারির আগাম অর্ডারের সাইট" };
  await field(page, "title.en").fill(title.en);
  await field(page, "title.bn").fill(title.bn);
  await field(page, "description.en").fill(
    "An ordering site for a neighbourhood bakery: cakes booked a day ahead, paid by bKash, ready at the counter.",
  );
  await field(page, "description.bn").fill(
    "পাড়ার একটি বেকারির অর্ডারের সাইট: এক দিন আগে কেক বুক করা যায়, বিকাশে দাম দেওয়া যায়, কাউন্টারে তৈরি পাওয়া যায়।",
  );
  await field(page, "href").fill("https://bakery.example.com");
  // A sector the list does not offer (posted by a stale page or a hand-made form) is refused at
  // Save, beside the field, and nothing typed is lost.
  await field(page, "sector").evaluate((select: HTMLSelectElement) => {
    select.add(new Option("Fish farms", "fish-farm"));
    select.value = "fish-farm";
  });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(field(page, "sector")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "sector")).toHaveAccessibleDescription(/choose one of: Healthcare and medical, /);
  await expect(field(page, "title.bn")).toHaveValue(title.bn);
  await field(page, "sector").selectOption({ label: "Food and restaurants" });

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c0703a" } })
    .jpeg()
    .toBuffer();
  await page.getByRole("button", { name: "Choose or upload an image" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await picker
    .getByLabel("Or upload one (or drop it here)")
    .setInputFiles({ name: "bakery-counter.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(picker).toBeHidden({ timeout: 30_000 });
  await expect(field(page, "image.src")).toHaveValue(/^\/media\/[0-9a-f]{32}\.webp$/);
  await page.keyboard.type("The bakery's order page on a phone");
  await field(page, "image.alt.bn").fill("ফোনে বেকারির অর্ডারের পাতা");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(field(page, "sector")).toHaveValue("food");

  // Moved up once with the keyboard: the script saves the order without a page load.
  await page.goto(`${own.origin}/staff/content/projects`);
  const names = page.locator("ol[data-sortable] > li a");
  await expect(names).toHaveCount(7);
  await expect(names.last()).toHaveText(title.en);
  const sixth = await page.locator("ol[data-sortable] > li").nth(5).getAttribute("data-id");
  await page.getByRole("button", { name: `Move up: ${title.en}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("New order saved as a draft")).toBeVisible();
  await expect(page.getByRole("button", { name: `Move up: ${title.en}` })).toBeFocused();
  await expect(names.nth(5)).toHaveText(title.en);

  await page.goto(`${own.origin}/staff/content`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Published as version \d+/)).toBeVisible({ timeout: 30_000 });

  await expect.poll(() => served(page, "/latest-projects"), { timeout: 60_000 }).toContain(title.en);
  await page.goto(`${own.origin}/latest-projects`);
  const cards = page.getByTestId("projects-grid").locator(":scope > li");
  await expect(cards).toHaveCount(7);
  await expect(cards.nth(5)).toContainText(title.en);
  await expect(cards.nth(6)).toHaveAttribute("id", `project-${sixth}`);
  await expect(cards.nth(5).locator("img")).toHaveAttribute("alt", "The bakery's order page on a phone");
  expect(await served(page, "/bn/latest-projects")).toContain(title.bn);
});

test("the office video's id, an optional field, is added, refused when malformed, saved and removed again", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto(`${own.origin}/staff/content/site/site`);
  const id = field(page, "officeVideo.youtubeId");
  await expect(id).toHaveCount(0);
  const brand = await field(page, "brand").inputValue();
  await page.getByRole("button", { name: "Add YouTube video id" }).click();
  await expect(page.getByText("Changed here, not saved yet")).toBeVisible();
  await id.fill("not-an-id");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(id).toHaveAttribute("aria-invalid", "true");
  await expect(id).toHaveAccessibleDescription(/must look like dQw4w9WgXcQ/);
  await id.fill("aB3-x_9Qk2Z");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(id).toHaveValue("aB3-x_9Qk2Z");

  await page.getByRole("button", { name: /^Remove .*YouTube video id/ }).click();
  await expect(id).toHaveCount(0);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(id).toHaveCount(0);
  await expect(field(page, "brand")).toHaveValue(brand);
  await page.getByRole("button", { name: "Discard draft" }).click();
});
