import { Window } from "happy-dom";
import { describe, expect, test } from "vitest";
import { themeScript, themeStorageKey } from "./theme-script.ts";

type Listener = () => void;

/** A page with the toggle, the head script run in it, and the system's setting under the test's control. */
function page({
  systemDark = false,
  stored,
  storage = "works",
}: { systemDark?: boolean; stored?: string; storage?: "works" | "broken" } = {}) {
  const window = new Window({ url: "https://site.test/" });
  window.document.body.innerHTML = `<button data-theme-toggle><svg><use/></svg></button>`;
  const listeners: Listener[] = [];
  const query = { matches: systemDark, addEventListener: (_: string, f: Listener) => listeners.push(f) };
  Object.assign(window, { matchMedia: () => query });
  if (stored !== undefined) window.localStorage.setItem(themeStorageKey, stored);
  if (storage === "broken") {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new Error("SecurityError: The operation is insecure.");
      },
    });
  }
  window.eval(themeScript());
  const html = window.document.documentElement;
  return {
    window,
    theme: () => html.getAttribute("data-theme"),
    choice: () => html.getAttribute("data-theme-choice"),
    // The click lands on the icon inside the button, as a tap on it does.
    press: () => window.document.querySelector("use")!.dispatchEvent(new window.MouseEvent("click", { bubbles: true })),
    systemBecomes(dark: boolean) {
      query.matches = dark;
      for (const f of listeners) f();
    },
  };
}

describe("the theme head script", () => {
  test("follows the system's setting when nothing is stored", () => {
    expect([page().theme(), page().choice()]).toEqual(["light", "system"]);
    expect([page({ systemDark: true }).theme(), page({ systemDark: true }).choice()]).toEqual(["dark", "system"]);
  });

  test("applies a stored choice over the system's, and ignores a stored value that is not a theme", () => {
    expect(page({ stored: "dark" }).theme()).toBe("dark");
    expect(page({ systemDark: true, stored: "light" }).theme()).toBe("light");
    expect(page({ systemDark: true, stored: "purple" }).choice()).toBe("system");
  });

  test("follows the system's setting live while the choice is system, and not once one is made", () => {
    const p = page();
    p.systemBecomes(true);
    expect(p.theme()).toBe("dark");
    p.press(); // system (dark) → light
    p.systemBecomes(false);
    p.systemBecomes(true);
    expect(p.theme()).toBe("light");
  });

  test("a press first shows the theme the system does not, then the other, then the system's again; each stored", () => {
    const p = page();
    const seen = [];
    for (let i = 0; i < 3; i += 1) {
      p.press();
      seen.push([p.choice(), p.theme(), p.window.localStorage.getItem(themeStorageKey)]);
    }
    expect(seen).toEqual([
      ["dark", "dark", "dark"],
      ["light", "light", "light"],
      ["system", "light", null],
    ]);
  });

  test("a click elsewhere on the page changes nothing", () => {
    const p = page();
    p.window.document.body.dispatchEvent(new p.window.MouseEvent("click", { bubbles: true }));
    expect([p.choice(), p.window.localStorage.getItem(themeStorageKey)]).toEqual(["system", null]);
  });

  test("survives a localStorage that throws: the system's theme applies and the toggle still works on the page", () => {
    const p = page({ systemDark: true, storage: "broken" });
    expect(p.theme()).toBe("dark");
    p.press();
    expect([p.choice(), p.theme()]).toEqual(["light", "light"]);
    p.press();
    expect(p.choice()).toBe("dark");
  });

  test("takes up a choice made in another tab", () => {
    const p = page();
    p.window.localStorage.setItem(themeStorageKey, "dark");
    p.window.dispatchEvent(new p.window.StorageEvent("storage", { key: themeStorageKey }));
    expect(p.theme()).toBe("dark");
  });
});
