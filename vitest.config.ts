import { configDefaults, defineConfig } from "vitest/config";

/**
 * The server project's files: the HTTP layer's tests, and each capability's `*.site.test.ts`, which
 * run the site's request handling (most start the production server from build/) and talk HTTP to it.
 */
const serverTests = ["server/http/*.test.ts", "server/**/*.site.test.ts"];

/**
 * Three projects, so that `npm test` can run each when it can (tools/test-runner/run-tests.ts):
 * - unit: modules imported directly (components, content, stores on SQLite and PostgreSQL, the
 *   operator commands in-process); needs no build, so it runs while the site builds;
 * - server: the real production server, started from build/ (HTTP behaviour, logs, shutdown,
 *   PostgreSQL outages, nginx, the Docker image's tree);
 * - load: thousands of posts, several instances, SIGKILL mid-load; heavy, so it runs alone.
 * Unit and component tests run without the React Router plugin: they import modules directly.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    environment: "node",
    // Vitest's default 5 s per test is a race with the machine: tests that take 2 s here take
    // twice that on a slower machine of the same kind, more beside another busy process. A test
    // that hangs still fails, later; the polls in the tests give up long before this.
    testTimeout: 30_000,
    // The same for set-up hooks (Vitest's default 10 s): a contract file's beforeAll that opens
    // PostgreSQL and encodes an upload's AVIF and WebP variants took over 10 s beside the build
    // and five other jobs on two cores (a clean clone, 2026-11-26), and failed a good build.
    hookTimeout: 30_000,
    setupFiles: ["./tests/vitest-setup.ts"],
    // One throwaway PostgreSQL cluster per run: the stores' contract tests run on it and on SQLite.
    globalSetup: ["./tests/support/postgres-global-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "tools/**/*.test.ts",
            "server/**/*.test.ts",
            "tests/docs/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, ...serverTests, "server/load/**"],
        },
      },
      // A server starts in about a second, but beside the size budget's browser and the other
      // files' servers it once took over 10 s. startSite gives up at 15 s with the server's
      // output, which says more than a hook timeout: the hooks wait 30 s (above).
      { extends: true, test: { name: "server", include: serverTests } },
      { extends: true, test: { name: "load", include: ["server/load/*.test.ts"] } },
    ],
  },
});
