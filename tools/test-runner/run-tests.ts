/**
 * `npm test`: every check, then one closing line "N passed, N failed" summed from the reports
 * (CI reads only that line). Stages that do not depend on each other run at the same time, and
 * each stage's output is printed whole when it ends (never interleaved), with its duration:
 *   1. type check, lint, the production build, and the unit tests (they need no build);
 *   2. once the build is done, beside the rest of stage 1: the server tests (the real server on
 *      build/) and the size budgets (bytes, not time);
 *   3. the load tests (alone: they measure), then the browser tests (Playwright);
 *   4. Lighthouse on one page per template and language, one run each unless a page misses
 *      (tools/budgets/lighthouse.ts); `npm run lighthouse` measures every page, three runs each.
 * Stages 3 and 4 run one at a time: each needs both cores, and timing-sensitive checks (carousel
 * turns, SIGKILL mid-load, TBT) must not share them. SKIP_LIGHTHOUSE=1 leaves out stage 4.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { chromiumPath, headlessShellPath } from "../../tests/support/chromium.ts";

const reports = "reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const startedAt = performance.now();
const seconds = (from: number) => `${Math.round((performance.now() - from) / 1000)} s`;

/** Each stage's exit status, so that a stage that failed without a failed test still counts. */
const statuses = new Map<string, number>();

/**
 * Runs a command and resolves to its exit status. A stage that runs beside others keeps its
 * output and prints it whole when done (`together`), so lines never interleave; one that runs
 * alone prints as it goes.
 */
function run(name: string, command: string, options: { env?: Record<string, string>; together?: boolean } = {}) {
  const started = performance.now();
  if (!options.together) console.log(`\n> ${name}: ${command}`);
  return new Promise<number>((done) => {
    const child = spawn(command, {
      shell: true,
      env: { ...process.env, FORCE_COLOR: "0", ...options.env },
      stdio: options.together ? "pipe" : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("close", (code) => {
      if (options.together) console.log(`\n> ${name}: ${command}\n${output.trimEnd()}`);
      console.log(`< ${name}: exit ${code ?? 1} after ${seconds(started)} (${seconds(startedAt)} into the run)`);
      statuses.set(name, code ?? 1);
      done(code ?? 1);
    });
  });
}

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : undefined;
}

for (const [path, pkg] of [
  [chromiumPath, "chromium"],
  [headlessShellPath, "chromium-headless-shell"],
] as const) {
  if (!existsSync(path))
    console.error(`${pkg} not found at ${path}. Install Debian's package: apt-get install -y ${pkg}`);
}
const withLighthouse = process.env.SKIP_LIGHTHOUSE !== "1";
/**
 * `workers`: files at a time. Vitest's default on two cores is one, but the unit and server files
 * spend much of their time waiting on PostgreSQL, a server starting or a shutdown draining: the
 * unit project alone takes 66 s with two. Beside the build, type check and lint, stage 1 is bound
 * by the two cores all the same (206–220 s in clean-clone runs with two, 216–220 s with one).
 * Three Playwright workers, by contrast, were slower than two (547 against 493 s, in chromium).
 */
const vitest = (project: string, workers = 1) =>
  `npx vitest run --project ${project} --maxWorkers=${workers} --reporter=dot --reporter=json --outputFile.json=${reports}/vitest-${project}.json`;

// Stage 1. The type check generates React Router's route types first; the build does not read them.
// Stage 2 starts as soon as the build is done, beside what is left of stage 1: everything that
// starts the production server from build/. The server tests wait for what they assert (no timing
// budget), and the size budget counts bytes, so sharing the cores costs them time, not verdicts.
const together = { together: true };
const build = run("build", "npm run build", together);
const [typecheckStatus, lintStatus, buildStatus] = await Promise.all([
  run("typecheck", "npx react-router typegen && npx tsc --noEmit", together),
  // ESLint, then the import rules (.dependency-cruiser.mjs): an import against them fails this stage.
  run("lint", "npm run -s lint", together),
  build,
  run("unit", vitest("unit", 2), together),
  build.then((status) =>
    status === 0
      ? Promise.all([run("server", vitest("server", 2), together), run("size", "node tools/budgets/size.ts", together)])
      : undefined,
  ),
]);
if (buildStatus === 0) {
  await run("load", vitest("load"));
  await run("browser", "npx playwright test", { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` } });
  if (withLighthouse)
    await run("lighthouse", "node tools/budgets/lighthouse.ts --sample", { env: { LIGHTHOUSE_RUNS: "1" } });
}

type Counts = { passed: number; failed: number };
/** Per-route checks, and for Lighthouse one check over all routes (tools/budgets/lighthouse.ts). */
type RouteReport = { rows: Array<{ passed: boolean }>; summary?: { passed: boolean } };
type VitestReport = { numPassedTests: number; numFailedTests: number };
const fromRoutes = (report: RouteReport | undefined): Counts | undefined => {
  const checks = report && [...report.rows, ...(report.summary ? [report.summary] : [])];
  return checks && { passed: checks.filter((r) => r.passed).length, failed: checks.filter((r) => !r.passed).length };
};
const fromVitest = (project: string): Counts | undefined => {
  const report = readJson<VitestReport>(`${reports}/vitest-${project}.json`);
  return report && { passed: report.numPassedTests, failed: report.numFailedTests };
};

const playwright = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
  `${reports}/playwright.json`,
);
const check = (status: number): Counts => ({ passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
const results: Record<string, Counts | undefined> = {
  typecheck: check(typecheckStatus),
  lint: check(lintStatus),
  unit: fromVitest("unit"),
  server: fromVitest("server"),
  load: fromVitest("load"),
  // A flaky test (passed only on retry) counts as failed: retries are off, and must stay meaningless.
  browser: playwright && {
    passed: playwright.stats.expected,
    failed: playwright.stats.unexpected + playwright.stats.flaky,
  },
  size: fromRoutes(readJson<RouteReport>(`${reports}/size.json`)),
  ...(withLighthouse ? { lighthouse: fromRoutes(readJson<RouteReport>(`${reports}/lighthouse.json`)) } : {}),
};

let passed = 0;
let failed = buildStatus === 0 ? 0 : 1;
console.log(`\nAll stages done in ${seconds(startedAt)}.`);
for (const [name, counts] of Object.entries(results)) {
  // A stage that crashed before writing its report counts as a failure, never as silence.
  if (!counts) {
    console.log(`${name}: no report (failed to run)`);
    failed += 1;
    continue;
  }
  // A suite that fails before its tests run (a beforeAll that throws) reports its tests as
  // skipped, not failed: the stage's exit status says it failed.
  const unreported = counts.failed === 0 && (statuses.get(name) ?? 0) !== 0 ? 1 : 0;
  const note = unreported ? ` (exit ${statuses.get(name)}: a failure no test reported)` : "";
  console.log(`${name}: ${counts.passed} passed, ${counts.failed + unreported} failed${note}`);
  passed += counts.passed;
  failed += counts.failed + unreported;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
