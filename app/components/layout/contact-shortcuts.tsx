import type { CSSProperties } from "react";
import { Icon, type IconName } from "~/components/ui/icon.tsx";
import { useContent } from "~/components/content-context.tsx";

type Content = ReturnType<typeof useContent>;

const shortcutsIn = (
  messages: Content["messages"],
  contactLinks: Content["site"]["links"],
): Array<{ href: string; label: string; icon: IconName; tone: string; newTab: boolean }> => [
  { href: contactLinks.phone, label: messages.shortcutCall, icon: "phone", tone: "bg-brand-deep", newTab: false },
  {
    href: contactLinks.whatsapp,
    label: messages.shortcutWhatsapp,
    icon: "whatsapp",
    tone: "bg-whatsapp",
    newTab: true,
  },
  {
    href: contactLinks.telegram,
    label: messages.shortcutTelegram,
    icon: "telegram",
    tone: "bg-telegram",
    newTab: true,
  },
  {
    href: contactLinks.messenger,
    label: messages.shortcutMessenger,
    icon: "messenger",
    tone: "bg-messenger",
    newTab: true,
  },
];

/**
 * Contact shortcuts: a floating column on the right from desktop width up. On phones a column
 * would sit on top of the text, so it becomes a bar along the bottom edge instead, and the page
 * reserves that space (body padding and scroll-padding in app.css) so the bar never covers
 * focused content (WCAG 2.4.11).
 */
export function ContactShortcuts() {
  const { messages, site } = useContent();
  const shortcuts = shortcutsIn(messages, site.links);
  return (
    <nav aria-label={messages.contactShortcuts} className="shortcut-bar">
      {/* One column per shortcut, fixed before they are parsed: with `justify-around` a frame drawn
          while the parser was inside the list spread the first two across the bar, and the next
          two moved them (a layout shift of 0.007 on /bn/privacy in Lighthouse). */}
      <ul className="shortcut-list" style={{ "--shortcut-count": shortcuts.length } as CSSProperties}>
        {shortcuts.map((s) => (
          <li key={s.icon}>
            <a
              href={s.href}
              {...(s.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              aria-label={s.newTab ? `${s.label} ${messages.opensInNewTab}` : s.label}
              title={s.label}
              className={`shortcut-link ${s.tone}`}
            >
              <Icon name={s.icon} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
