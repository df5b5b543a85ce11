// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { freshPostgresUrl } from "../../tests/support/postgres-database.ts";
import { runCommand } from "../../tests/support/run-command.ts";
import { contentCommand } from "./content.ts";

const dir = mkdtempSync(join(tmpdir(), "content-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const repositoryData = join(import.meta.dirname, "../../app/content/edition/data");
const repositoryArticles = join(import.meta.dirname, "../../app/insights");

const stores = [
  { name: "SQLite", env: async () => ({ CONTACT_DB_PATH: join(mkdtempSync(join(dir, "db-")), "contact.sqlite") }) },
  { name: "PostgreSQL", env: async () => ({ DATABASE_URL: await freshPostgresUrl() }) },
];

describe.each(stores)("npm run content on $name", { timeout: 60_000 }, (store) => {
  let env: Record<string, string>;
  beforeEach(async () => {
    env = await store.env();
  });
  const content = (args: string[]) =>
    runCommand(contentCommand, args, { DATABASE_URL: undefined, CONTACT_DB_PATH: undefined, ...env });

  it("exports the published edition as the repository's data files, and imports changed files as a new version", async () => {
    const out = mkdtempSync(join(dir, "export-"));
    const exported = await content(["export", out]);
    expect(exported).toMatchObject({ status: 0, stdout: expect.stringContaining("Wrote version 1 (initial edition") });
    expect(readdirSync(out).sort()).toEqual([...readdirSync(repositoryData), "bn", "en"].sort());
    for (const file of readdirSync(repositoryData)) {
      expect(readFileSync(join(out, file), "utf8"), file).toBe(readFileSync(join(repositoryData, file), "utf8"));
    }
    // The articles as the repository writes them: the same Markdown files, byte for byte.
    for (const locale of ["en", "bn"]) {
      const articles = readdirSync(join(repositoryArticles, locale));
      expect(readdirSync(join(out, locale)).sort()).toEqual(articles.sort());
      for (const file of articles) {
        const path = join(locale, file);
        expect(readFileSync(join(out, path), "utf8"), path).toBe(readFileSync(join(repositoryArticles, path), "utf8"));
      }
    }

    const projects = JSON.parse(readFileSync(join(out, "projects.json"), "utf8"));
    projects[0].title = { en: "Nirog Medical, Dhaka", bn: "নীরোগ মেডিক্যাল, ঢাকা" };
    writeFileSync(join(out, "projects.json"), JSON.stringify(projects));
    const [article] = readdirSync(join(out, "bn"));
    const bangla = join(out, "bn", article!);
    writeFileSync(
      bangla,
      readFileSync(bangla, "utf8").replace(/^title: .*$/m, 'title: "একটি নতুন শিরোনাম, আমদানি করা"'),
    );
    const imported = await content(["import", out, "--publish", "--by", "ops@example.com"]);
    expect(imported).toMatchObject({
      status: 0,
      stdout: `Published the files of ${out} as version 2.\n`,
    });
    const history = await content(["history"]);
    expect(history.stdout).toMatch(
      /^#2 .* ops@example\.com {2}\(import\)\n#1 .* initial edition {2}\(initial edition\)\n$/,
    );
    // Exported again, the imported article carries its new title.
    const again = mkdtempSync(join(dir, "again-"));
    await content(["export", again]);
    expect(readFileSync(join(again, "bn", article!), "utf8")).toContain('title: "একটি নতুন শিরোনাম, আমদানি করা"\n');
  });

  it("loads changed files as drafts, record by record, for staff to review and publish", async () => {
    const out = mkdtempSync(join(dir, "drafts-"));
    await content(["export", out]);
    const projects = JSON.parse(readFileSync(join(out, "projects.json"), "utf8"));
    projects[2].title = { en: "Desert Breeze, Dubai", bn: "ডেজার্ট ব্রিজ, দুবাই" };
    const [first, ...rest] = projects;
    writeFileSync(join(out, "projects.json"), JSON.stringify([...rest, first]));
    const loaded = await content(["import", out, "--by", "ops@example.com"]);
    expect(loaded).toMatchObject({
      status: 0,
      stdout: `Loaded 2 drafts from ${out}: review and publish them at /staff/content.\n`,
    });
    expect((await content(["history"])).stdout).toMatch(/^#1 [^\n]*\n$/);
    // Loading the same files again changes nothing more: the drafts already say it.
    expect((await content(["import", out])).stdout).toContain("Loaded 2 drafts");
  });

  it("refuses files with a Bangla text missing or a file absent, naming what to fix, and changes nothing", async () => {
    const out = mkdtempSync(join(dir, "broken-"));
    await content(["export", out]);
    const team = JSON.parse(readFileSync(join(out, "team-members.json"), "utf8"));
    team[1].role.bn = "";
    writeFileSync(join(out, "team-members.json"), JSON.stringify(team));
    const refused = await content(["import", out, "--publish"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`Team members › ${team[1].id} › Role (Bangla): the Bangla text is missing`);
    const [article] = readdirSync(join(out, "en"));
    rmSync(join(out, "bn", article!));
    const untranslated = await content(["import", out]);
    expect(untranslated).toMatchObject({
      status: 1,
      stderr: expect.stringContaining(`en/${article}: no bn translation`),
    });
    rmSync(join(out, "rates.json"));
    const unreadable = await content(["import", out, "--publish"]);
    expect(unreadable).toMatchObject({ status: 1, stderr: expect.stringContaining("rates.json is missing") });
    expect((await content(["history"])).stdout).toMatch(/^#1 /);
    expect(await content(["import"])).toMatchObject({ status: 2, stderr: expect.stringContaining("Missing DIR.") });
  });

  it("refuses data files with keys their collection does not declare, or nested without end, naming the file and the key", async () => {
    const out = mkdtempSync(join(dir, "hostile-"));
    await content(["export", out]);
    const projects = join(out, "projects.json");
    const original = readFileSync(projects, "utf8");
    const cases: Array<[string, string]> = [
      [
        original.replace('"id": "nirog-medical",', '"id": "nirog-medical", "__proto__": { "admin": true },'),
        'nirog-medical › __proto__: "__proto__" is not a field',
      ],
      [
        original.replace('"sector": "medical",', '"sector": "medical", "tracking": "<script>",'),
        'nirog-medical › tracking: "tracking" is not a field',
      ],
      [`[${"[".repeat(2_000)}${"]".repeat(2_000)}]`, "nested deeper than 12 levels"],
      [`[${"[".repeat(9_000)}${"]".repeat(9_000)}]`, "nested deeper than 12 levels"],
    ];
    for (const [text, said] of cases) {
      writeFileSync(projects, text);
      const refused = await content(["import", out, "--publish"]);
      expect(refused.status, said).toBe(1);
      expect(refused.stderr, said).toContain(`${projects}: `);
      expect(refused.stderr, said).toContain(said);
    }
    expect((await content(["history"])).stdout).toMatch(/^#1 /);
  });
});
