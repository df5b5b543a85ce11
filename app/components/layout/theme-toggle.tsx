import { useContent } from "~/components/content-context.tsx";
import { Icon, type IconName } from "~/components/ui/icon.tsx";
import { themeChoices, type ThemeChoice } from "~/lib/theme-script.ts";

const icons = { system: "themeSystem", light: "sun", dark: "moon" } as const satisfies Record<ThemeChoice, IconName>;

/**
 * The colour theme toggle (light, dark, as on this device). It is not an island: the inline head
 * script (app/lib/theme-script.ts) handles its clicks by delegation from the first paint, and
 * sets data-theme-choice on <html> before it, so the icon and the name for the choice in force
 * are the ones shown (app.css hides the other two; a hidden name is out of the accessibility
 * tree, so the button's name is the visible state). Without JavaScript the site follows the
 * system's setting and the toggle, which could not work, is not shown.
 */
export function ThemeToggle() {
  const { messages } = useContent();
  return (
    <button type="button" data-theme-toggle className="theme-toggle noscript:hidden" data-testid="theme-toggle">
      {themeChoices.map((choice) => (
        <span key={choice} data-choice={choice} className="theme-toggle-state">
          <Icon name={icons[choice]} className="size-5" />
          <span className="sr-only">{messages.themeChoice[choice]}</span>
        </span>
      ))}
    </button>
  );
}
