import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router names every entry of the server build after its one file, index.js (a second one
 * would be index2.js): the Markdown worker gets its own name, which the renderer loads it by.
 */
const markdownWorkerFile: Plugin = {
  name: "markdown-worker-file",
  applyToEnvironment: (environment) => environment.name === "ssr",
  outputOptions(options) {
    const named = options.entryFileNames;
    return {
      ...options,
      entryFileNames: (chunk) =>
        chunk.name === "markdown-worker"
          ? "markdown-worker.js"
          : typeof named === "function"
            ? named(chunk)
            : (named ?? "[name].js"),
    };
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), markdownWorkerFile],
  resolve: { tsconfigPaths: true },
  // The prerendered footer carries the build year; the browser replaces it with the current one.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The production server (server/app.ts) is the server build's entry: it re-exports React Router's
  // build and adds the HTTP server and the operator commands, so each server module exists once.
  // The Markdown worker (app/content/insights/markdown-renderer.server.ts) is an entry of its own,
  // build/server/markdown-worker.js beside it: a thread loads it by its file.
  environments: {
    ssr: {
      build: {
        rollupOptions: {
          input: { index: "./server/app.ts", "markdown-worker": "./app/content/insights/markdown-worker.ts" },
        },
      },
    },
  },
  build: {
    // The icon sprite must stay a file: <use> cannot reference a data: URL.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
    // No preload helper around the islands' dynamic imports: it appended a <link rel=modulepreload>
    // per dependency on the main thread (8 ms of a 32 ms task on this machine, four times that on
    // Lighthouse's phone), for chunks the islands entry has mostly loaded already.
    modulePreload: false,
  },
});
