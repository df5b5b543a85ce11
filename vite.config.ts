import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The prerendered footer carries the build year; the browser replaces it with the current one.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The production server (server/app.ts) is the server build's entry: it re-exports React Router's
  // build and adds the HTTP server and the operator commands, so each server module exists once.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  build: {
    // The icon sprite must stay a file: <use> cannot reference a data: URL.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
    // No preload helper around the islands' dynamic imports: it appended a <link rel=modulepreload>
    // per dependency on the main thread (8 ms of a 32 ms task on this machine, four times that on
    // Lighthouse's phone), for chunks the islands entry has mostly loaded already.
    modulePreload: false,
  },
});
