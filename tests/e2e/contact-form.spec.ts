import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./helpers.ts";

const valid = {
  "Full Name": "Ayesha Rahman",
  "Email Address": "ayesha@example.com",
  Subject: "A new website for our clinic",
  "Your Message": "We need a bilingual website with appointment booking. নমস্কার, ধন্যবাদ!",
};

async function fill(page: Page, values: Record<string, string>) {
  const form = page.getByTestId("contact-form");
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
}

test.describe("contact form with JavaScript", () => {
  test("sends in place without a reload and moves focus to the confirmation", async ({ page }) => {
    await gotoHydrated(page, "/contact-us");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await fill(page, valid);
    await page.getByRole("button", { name: "Send Message" }).click();
    const heading = page.getByRole("heading", { name: "Thank you, your message has been sent" });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page.getByTestId("contact-form").getByLabel("Full Name")).toHaveValue("");
  });

  test("shows each server error beside its field, keeps what was typed and focuses the first invalid field", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact-us");
    // Values the browser's own checks accept but the server's rules do not.
    await fill(page, {
      "Full Name": "A",
      "Email Address": "ayesha@clinic",
      Subject: "Hi",
      "Your Message": "Too short",
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const form = page.getByTestId("contact-form");
    const name = form.getByLabel("Full Name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Full Name must be at least 2 characters.");
    await expect(form.getByLabel("Email Address")).toHaveAccessibleDescription(/valid email address/);
    await expect(form.getByLabel("Your Message")).toHaveAccessibleDescription(
      "Your Message must be at least 10 characters.",
    );
    await expect(form.getByLabel("Subject")).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Your Message")).toHaveValue("Too short");
    await expect(form.getByRole("alert")).toContainText("Please correct the highlighted fields");
  });

  test("shows a pending state while sending", async ({ page }) => {
    await gotoHydrated(page, "/contact-us");
    // The gate exists before the request does: the button can show its pending state before the
    // route handler runs, and a release created inside the handler would then be missed.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await released;
      await route.continue();
    });
    await fill(page, valid);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
    release();
    await expect(page.getByTestId("contact-sent")).toBeVisible();
  });

  test("keeps everything typed and says so when the server cannot be reached", async ({ page }) => {
    await gotoHydrated(page, "/contact-us");
    await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
    await fill(page, valid);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("could not save your message");
    await expect(page.getByTestId("contact-form").getByLabel("Subject")).toHaveValue(valid.Subject);
  });

  test("script and HTML typed into the form are shown as text, never run", async ({ page }) => {
    await gotoHydrated(page, "/contact-us");
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await fill(page, {
      ...valid,
      "Full Name": "<img src=x onerror=alert(1)>",
      "Your Message": "<script>alert(1)</script>",
    });
    await page.getByTestId("contact-form").getByLabel("Email Address").fill("bad@example");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-form").getByLabel("Full Name")).toHaveValue("<img src=x onerror=alert(1)>");
    expect(dialogs).toBe(0);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post is stored and the page confirms it", async ({ page }) => {
    await page.goto("/contact-us");
    await fill(page, valid);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/contact-us/);
    await expect(page.getByRole("heading", { name: "Thank you, your message has been sent" })).toBeVisible();
  });

  test("an invalid post answers 400 with the errors beside the fields and the values kept", async ({ page }) => {
    await page.goto("/");
    await fill(page, { "Full Name": "A", "Email Address": "a@b", Subject: "Hello there", "Your Message": "short" });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    const form = page.getByTestId("contact-form");
    await expect(form.getByLabel("Full Name")).toHaveValue("A");
    await expect(form.getByLabel("Subject")).toHaveValue("Hello there");
    await expect(form.getByLabel("Full Name")).toHaveAccessibleDescription("Full Name must be at least 2 characters.");
    await expect(form.getByRole("alert")).toBeVisible();
  });
});

test("the form marks all four fields required, uses an email input and a 4-row message box", async ({ page }) => {
  await page.goto("/contact-us");
  const form = page.getByTestId("contact-form");
  for (const label of Object.keys(valid)) await expect(form.getByLabel(label)).toHaveAttribute("required", "");
  await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Your Message")).toHaveAttribute("rows", "4");
  await expect(form.locator("label", { hasText: "Full Name" })).toContainText("*");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
});
