import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The prerendered footer carries the build year; the browser replaces it with the current one.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The icon sprite must stay a file: <use> cannot reference a data: URL.
  build: { assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined) },
});
