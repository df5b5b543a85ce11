import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

const root = resolve(import.meta.dirname, "../..");
/** The product and its tests. Tools may import them (to seed a store, start the site), never the reverse. */
const productDirs = ["app", "server", "bin", "tests"];
/** scripts/ is the tree's old name: an import of it would bring the mix of product and tooling back. */
const toolDirs = ["tools", "scripts"];

const fromRoot = (path: string) => relative(root, path).split(sep).join("/");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:[cm]?[jt]s|tsx|jsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The tool modules `file` imports, as paths from the repository root: static imports, re-exports,
 * `import()` and `require()` with a literal path (TypeScript's own scanner, so a path in a comment
 * or a string is not taken for an import).
 */
function toolImports(file: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => fromRoot(resolve(dirname(file), specifier)))
    .filter((path) => toolDirs.some((dir) => path.startsWith(`${dir}/`)));
}

describe("tooling apart from the product", () => {
  test("no module of the app, the server, the launchers or the tests imports from tools/", () => {
    const offenders = productDirs
      .flatMap(sourceFiles)
      .flatMap((file) =>
        toolImports(file, readFileSync(file, "utf8")).map((path) => `${fromRoot(file)} imports ${path}`),
      );
    expect(offenders).toEqual([]);
  });

  test("the check sees every kind of import, and none in comments or strings", () => {
    const file = join(root, "app/server/analytics/example.test.ts");
    const text = [
      'import { seedDay } from "../../../tools/seed/seed-day.ts";',
      'export { P } from "../../../scripts/art/palette.ts";',
      'const sprite = await import("../../../tools/art/icon-sprite.ts");',
      '// import { old } from "../../../tools/comment.ts";',
      'const path = "../../../tools/string.ts";',
      'import { localizePath } from "../../content/site-paths.ts";',
    ].join("\n");
    expect(toolImports(file, text)).toEqual([
      "tools/seed/seed-day.ts",
      "scripts/art/palette.ts",
      "tools/art/icon-sprite.ts",
    ]);
  });
});
