import { defineConfig } from "vitest/config";

// Unit and component tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    // One throwaway PostgreSQL cluster for the run: the stores' contract tests run on it and on SQLite.
    globalSetup: ["./tests/support/postgres-global-setup.ts"],
  },
});
