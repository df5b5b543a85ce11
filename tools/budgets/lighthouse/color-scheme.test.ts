import * as chromeLauncher from "chrome-launcher";
import puppeteer from "puppeteer-core";
import { describe, expect, test } from "vitest";
import { chromiumFlags, chromiumPath } from "../../../tests/support/chromium.ts";
import { colorSchemeFlags, colorSchemeSetting } from "./color-scheme.ts";

describe("LIGHTHOUSE_COLOR_SCHEME", () => {
  test("is light unless set, and dark when set so", () => {
    expect(colorSchemeSetting(undefined)).toBe("light");
    expect(colorSchemeSetting("")).toBe("light");
    expect(colorSchemeSetting("dark")).toBe("dark");
  });

  test("refuses any other value, saying which are allowed", () => {
    expect(() => colorSchemeSetting("Dark")).toThrow('LIGHTHOUSE_COLOR_SCHEME is "Dark": use light or dark');
  });

  test("the browser's flag makes a new tab's prefers-color-scheme match, as Lighthouse's own tab sees it", async () => {
    const seen: Record<string, boolean> = {};
    for (const scheme of ["light", "dark"] as const) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ["--headless=new", ...chromiumFlags, ...colorSchemeFlags(scheme)],
      });
      try {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const page = await browser.newPage();
        seen[scheme] = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
        await browser.disconnect();
      } finally {
        chrome.kill();
      }
    }
    expect(seen).toEqual({ light: false, dark: true });
  });
});
