import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "public/",
      "reports/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Which language a path is in, and where a language's pages live, is decided by
    // app/content/site-paths.ts alone (localeFromPath, localizePath, unlocalizedPath): a copy of the
    // "/bn" prefix elsewhere once missed one of its cases. Tests write whole URLs they expect.
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx}", "bin/**/*.ts"],
    ignores: ["app/content/site-paths.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        // esquery ends a regular expression at its first slash: \x2F is one.
        ...["Literal[value=/^\\x2Fbn([\\x2F.?#]|$)/]", "TemplateElement[value.raw=/^\\x2Fbn([\\x2F.?#]|$)/]"].map(
          (selector) => ({
            selector,
            message:
              "A path's language comes from localeFromPath, a page's path in a language from localizePath (app/content/site-paths.ts).",
          }),
        ),
      ],
    },
  },
);
