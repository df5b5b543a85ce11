/**
 * `npm test`: the production build, then every test (unit, server, browser), then one closing line
 * "N passed, N failed" summed from the runners' JSON reports (CI reads only that line).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const reports = "reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(command: string, env: Record<string, string> = {}): number {
  console.log(`\n> ${command}`);
  const result = spawnSync(command, { stdio: "inherit", shell: true, env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install Debian's package: apt-get install -y chromium`);
}

// Build first: Vitest's server tests start the real production server, which serves build/.
const buildStatus = run("npm run build");
run(`npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`);
if (buildStatus === 0) run("npx playwright test", { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` });

type VitestReport = { numPassedTests: number; numFailedTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } };
const vitest = readJson(`${reports}/vitest.json`) as VitestReport | undefined;
const playwright = readJson(`${reports}/playwright.json`) as PlaywrightReport | undefined;

let passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats.expected ?? 0) + (playwright?.stats.flaky ?? 0);
let failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0);
// A runner that crashed before writing its report counts as a failure, never as silence.
if (!vitest) failed += 1;
if (buildStatus !== 0 || !playwright) failed += 1;

console.log(`\nunit: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed`);
console.log(`browser: ${playwright?.stats.expected ?? 0} passed, ${playwright?.stats.unexpected ?? 0} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
