import { globSync, readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { expect, test } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const skipped = new Set(["node_modules", "build", ".git", ".react-router", "reports", "test-results"]);

/** Everything that starts a server for a test: the test files, their helpers, the browser tests' config. */
const testSources = globSync(["**/*.test.{ts,tsx}", "tests/**/*.ts", "playwright.config.ts"], {
  cwd: root,
  exclude: (path) => skipped.has(basename(path)),
});

const portName = String.raw`(?:\bports?|\w*(?:Port|_PORT)s?|\bPORT)\b`;
/**
 * A port written as a number: declared (`const port = 3560`, `const ports = { nginx: 3541 }`,
 * `const smtpPort = port + 1000`), a fallback (`E2E_PORT ?? 3100`) or listened on (`listen(3000`).
 * `listen(0` is the system's choice, as `freePort()` makes it; `freePorts(12)` asks for twelve.
 */
const fixedPort = new RegExp(
  String.raw`\b(?:const|let|var)\s+(?:${portName}|\[[^\]]*${portName}[^\]]*\])\s*=(?![^;\n]*freePorts?\()[^;\n]*\b\d{2,5}\b` +
    String.raw`|${portName}\s*\?\?\s*\d{2,5}\b|\.listen\(\s*\d{2,5}\b`,
);

const isCode = (line: string) => !/^\s*(?:\/\/|\*|\/\*)/.test(line);

test("tests take their ports from freePort(), so that two checkouts can run them at once", () => {
  // Found at all: a pattern that matched no file would pass whatever the tests do.
  expect(testSources.length).toBeGreaterThan(50);
  const fixed = testSources.flatMap((path) =>
    readFileSync(resolve(root, path), "utf8")
      .split("\n")
      .flatMap((line, i) => (isCode(line) && fixedPort.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(fixed, "a port of its own choosing: take one from tests/support/free-port.ts").toEqual([]);
});
