import { Icon, type IconName } from "~/components/ui/icon.tsx";
import { messages } from "~/content/messages.ts";
import { contactLinks } from "~/content/site-config.ts";

const shortcuts: Array<{ href: string; label: string; icon: IconName; tone: string; newTab: boolean }> = [
  { href: contactLinks.phone, label: messages.shortcutCall, icon: "phone", tone: "bg-teal-deep", newTab: false },
  { href: contactLinks.whatsapp, label: messages.shortcutWhatsapp, icon: "whatsapp", tone: "bg-[#0b7a3e]", newTab: true },
  { href: contactLinks.telegram, label: messages.shortcutTelegram, icon: "telegram", tone: "bg-[#1f6fa8]", newTab: true },
  { href: contactLinks.messenger, label: messages.shortcutMessenger, icon: "messenger", tone: "bg-[#5b3fd6]", newTab: true },
];

/**
 * Floating contact column. It sits in the bottom-right gutter, below the content's reading
 * column, and the page reserves bottom padding on small screens so it never covers the last
 * focusable element (WCAG 2.4.11 focus not obscured).
 */
export function ContactShortcuts() {
  return (
    <nav aria-label={messages.contactShortcuts} className="fixed right-3 bottom-3 z-30 sm:right-4 sm:bottom-4">
      <ul className="flex flex-col gap-2">
        {shortcuts.map((s) => (
          <li key={s.icon}>
            <a
              href={s.href}
              {...(s.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              aria-label={s.newTab ? `${s.label} ${messages.opensInNewTab}` : s.label}
              title={s.label}
              className={`grid size-11 place-items-center rounded-full text-white shadow-lg ring-2 ring-white transition-transform hover:scale-105 ${s.tone}`}
            >
              <Icon name={s.icon} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
