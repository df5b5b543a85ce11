import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { describe, expect, test } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const fromRoot = (path: string) => relative(root, path).split(sep).join("/");

function textFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:[cm]?[jt]s|tsx|md|css|json)$/.test(entry.name))
    .map((entry) => fromRoot(join(entry.parentPath, entry.name)));
}

/**
 * Where the repository names a tool by its path: npm scripts, CI, the image, the README and docs,
 * and comments that say which tool writes a file the app reads. Decision records are left out
 * (they say what was true when they were decided), and so are these checks (their examples are
 * made up).
 */
const namingFiles = [
  "package.json",
  "README.md",
  "Dockerfile",
  ".dockerignore",
  ".ci/run",
  "vitest.config.ts",
  "playwright.config.ts",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  ...["app", "server", "bin", "tests", "tools"].flatMap(textFiles).filter((file) => !file.startsWith("tests/docs/")),
];

/** `tools/…` or `scripts/…` (the tree's old name) as a path of its own, not the tail of another one. */
const toolPath = /(?<![\w./-])(?:tools|scripts)\/[\w./-]*\w/g;

describe("tool paths", () => {
  test("every tools/ path named in scripts, docs and comments exists", () => {
    const missing = namingFiles.flatMap((file) =>
      [...read(file).matchAll(toolPath)]
        .map(([path]) => path)
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${file} names ${path}`),
    );
    expect(missing).toEqual([]);
  });

  test("tools/README.md has a line for every folder of tools/ and names each npm script that runs a tool", () => {
    const readme = read("tools/README.md");
    const folders = readdirSync(join(root, "tools"), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) expect(readme, folder.name).toContain(`tools/${folder.name}/`);
    const scripts = Object.entries(JSON.parse(read("package.json")).scripts as Record<string, string>);
    const runningTools = scripts.filter(([, command]) => command.includes("tools/")).map(([name]) => name);
    expect(runningTools.length).toBeGreaterThan(0);
    for (const name of runningTools) {
      expect(readme, name).toContain(["test", "start"].includes(name) ? `\`npm ${name}\`` : `\`npm run ${name}\``);
    }
  });
});
