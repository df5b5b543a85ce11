import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import type { Database } from "../../server/db/database.ts";
import { openDatabase } from "../../server/db/open-database.ts";
import { createInvite } from "../../server/staff/staff-users.server.ts";
import { freePort } from "../support/free-port.ts";
import { startTestCluster, type TestCluster } from "../support/postgres.ts";
import { type SiteProcess, startSite } from "../support/site-process.ts";
import { addVirtualAuthenticator } from "./staff-helpers.ts";

/**
 * An editor publishes a project and an article that show a photo they uploaded, in the browser,
 * on each store: the path on which Publish once hung for ever on SQLite (an upload looked up
 * through the store while the publish's own transaction held it) and froze the staff area with
 * it. Each store gets a site of its own, so that nothing another test reads changes.
 */
const stores = ["SQLite", "PostgreSQL"] as const;
const slug = "data-cleaning-before-migration";

for (const store of stores) {
  test.describe(`publishing uploaded images on ${store}`, () => {
    let site: SiteProcess;
    let origin: string;
    let cluster: TestCluster | undefined;
    let dir: string;
    let storeConfig: Parameters<typeof openDatabase>[0];

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      dir = mkdtempSync(join(tmpdir(), "e2e-uploads-"));
      const port = await freePort();
      origin = `http://localhost:${port}`;
      const env: Record<string, string> = { STAFF_ORIGIN: origin, CONTACT_DB_PATH: join(dir, "contact.sqlite") };
      if (store === "PostgreSQL") {
        cluster = await startTestCluster();
        env.DATABASE_URL = cluster.url();
        storeConfig = {
          kind: "postgres",
          url: cluster.url(),
          poolSize: 2,
          connectTimeoutMs: 5_000,
          statementTimeoutMs: 10_000,
          idleTimeoutMs: 5_000,
        };
      } else storeConfig = { kind: "sqlite", path: env.CONTACT_DB_PATH! };
      site = await startSite({ port, env });
    });
    test.afterAll(async () => {
      await site?.stop();
      cluster?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    async function signIn(page: Page) {
      const db: Database = await openDatabase(storeConfig, { quiet: true });
      const email = "editor@agency.example";
      const { token } = await createInvite(db, email, new Date(), { roles: ["editor"] }).finally(() => db.close());
      await addVirtualAuthenticator(page);
      await page.goto(`${origin}/staff/enrol#${token}`);
      await page.getByRole("button", { name: "Create a passkey" }).click();
      await page.waitForURL(`${origin}/staff/content`);
    }

    test("an editor uploads a photo, uses it in a project and an article, and publishes both", async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page);
      const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1f6f64" } })
        .composite([
          {
            input: Buffer.from(
              `<svg width="1200" height="800"><circle cx="600" cy="400" r="${200 + store.length}" fill="#f4b942"/></svg>`,
            ),
          },
        ])
        .jpeg()
        .toBuffer();
      // The project's image: uploaded from the record's own picker, which then chooses it.
      await page.goto(`${origin}/staff/content/projects/nirog-medical`);
      await page.getByRole("button", { name: "Choose or upload an image" }).click();
      const picker = page.getByRole("dialog", { name: "Choose an image" });
      await picker
        .getByLabel("Or upload one (or drop it here)")
        .setInputFiles({ name: "team-at-work.jpg", mimeType: "image/jpeg", buffer: photo });
      await expect(picker).toBeHidden({ timeout: 30_000 });
      const src = await page.locator('[id="f-image.src"]').inputValue();
      expect(src).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
      const id = src.slice("/media/".length, -".webp".length);
      await expect(page.locator('[id="f-image.alt.en"]')).toBeFocused();
      await page.locator('[id="f-image.alt.en"]').fill("The team at work in the Dhaka office");
      await page.locator('[id="f-image.alt.bn"]').fill("ঢাকা অফিসে কাজ করছে দল");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByText("Saved.")).toBeVisible();

      // The article's: the same upload, found by name in the picker and inserted where the cursor is.
      await page.goto(`${origin}/staff/content/articles/${slug}`);
      for (const [language, name, alt] of [
        ["en", "English", "Our team at work in the Dhaka office"],
        ["bn", "বাংলা", "ঢাকা অফিসে কাজ করছে আমাদের দল"],
      ] as const) {
        const body = page.locator(`[id="f-body.${language}"]`);
        await body.press("ControlOrMeta+End");
        await page.getByRole("button", { name: `Insert an image: Article text, ${name}` }).click();
        await picker.getByLabel("Find by file name").fill("team-at-work");
        await picker.getByRole("button", { name: /^Choose team-at-work\.jpg, 1200 × 800 pixels/ }).click();
        // The description placeholder is selected: typing replaces it.
        await page.keyboard.type(alt);
        await expect(body).toHaveValue(new RegExp(`!\\[${alt}\\]\\(${src.replaceAll(".", "\\.")}\\)`));
      }
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByText("Saved.")).toBeVisible();

      // The media library lists the upload with the two records that now show it.
      await page.goto(`${origin}/staff/content/images`);
      const item = page.locator("li", { hasText: "team-at-work.jpg" }).first();
      await expect(item.getByRole("link", { name: /Nirog/ })).toBeVisible();
      await expect(item.getByRole("link", { name: /data|Data/ })).toBeVisible();
      await expect(item.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

      await page.goto(`${origin}/staff/content`);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByText(/Published as version \d+/)).toBeVisible({ timeout: 30_000 });
      // The staff area still answers, and so does the store behind it.
      expect((await page.request.get(`${origin}/healthz`)).status()).toBe(200);

      const served = async (path: string) => (await page.request.get(`${origin}${path}`)).text();
      await expect.poll(() => served("/latest-projects"), { timeout: 60_000 }).toContain(`/media/${id}-640.webp 640w`);
      await expect.poll(() => served(`/insights/${slug}`), { timeout: 60_000 }).toContain(`/media/${id}-640.avif 640w`);
      const article = await served(`/bn/insights/${slug}`);
      expect(article).toContain(`<img src="${src}" alt="ঢাকা অফিসে কাজ করছে আমাদের দল" width="1200" height="800"`);
      for (const path of [src, `/media/${id}-640.webp`, `/media/${id}-320.avif`]) {
        expect((await page.request.get(`${origin}${path}`)).status(), path).toBe(200);
      }
    });
  });
}
