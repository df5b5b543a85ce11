/**
 * `npm test`: type check and lint, the production build, then every test (unit and server with
 * Vitest, browser with Playwright) and the budgets (JavaScript/CSS size and Lighthouse, one check per route), then one
 * closing line "N passed, N failed" summed from the JSON reports (CI reads only that line).
 * SKIP_LIGHTHOUSE=1 leaves out the Lighthouse pass (about ten minutes) for quick local runs.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { chromiumPath } from "../tests/support/chromium.ts";

const reports = "reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(command: string, env: Record<string, string> = {}): number {
  console.log(`\n> ${command}`);
  const result = spawnSync(command, { stdio: "inherit", shell: true, env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : undefined;
}

if (!existsSync(chromiumPath)) {
  console.error(`Chromium not found at ${chromiumPath}. Install Debian's package: apt-get install -y chromium`);
}
const withLighthouse = process.env.SKIP_LIGHTHOUSE !== "1";

// Static checks count as one test each: a type error or a lint error fails the run like a test.
const typecheckStatus = run("npx react-router typegen && npx tsc --noEmit");
const lintStatus = run("npx eslint .");
// Build next: Vitest's server tests start the real production server, which serves build/.
const buildStatus = run("npm run build");
run(`npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`);
if (buildStatus === 0) {
  run("npx playwright test", { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` });
  run("node scripts/size.ts");
  if (withLighthouse) run("node scripts/lighthouse.ts");
}

type Counts = { passed: number; failed: number };
type RouteReport = { rows: Array<{ passed: boolean }> };
const fromRoutes = (report: RouteReport | undefined): Counts | undefined =>
  report && { passed: report.rows.filter((r) => r.passed).length, failed: report.rows.filter((r) => !r.passed).length };

const vitest = readJson<{ numPassedTests: number; numFailedTests: number }>(`${reports}/vitest.json`);
const playwright = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
  `${reports}/playwright.json`,
);
const check = (status: number): Counts => ({ passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
const results: Record<string, Counts | undefined> = {
  typecheck: check(typecheckStatus),
  lint: check(lintStatus),
  unit: vitest && { passed: vitest.numPassedTests, failed: vitest.numFailedTests },
  browser: playwright && {
    passed: playwright.stats.expected + playwright.stats.flaky,
    failed: playwright.stats.unexpected,
  },
  size: fromRoutes(readJson<RouteReport>(`${reports}/size.json`)),
  ...(withLighthouse ? { lighthouse: fromRoutes(readJson<RouteReport>(`${reports}/lighthouse.json`)) } : {}),
};

let passed = 0;
let failed = buildStatus === 0 ? 0 : 1;
console.log("");
for (const [name, counts] of Object.entries(results)) {
  // A stage that crashed before writing its report counts as a failure, never as silence.
  if (!counts) {
    console.log(`${name}: no report (failed to run)`);
    failed += 1;
    continue;
  }
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
