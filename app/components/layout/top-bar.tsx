import { Icon } from "~/components/ui/icon.tsx";
import { SocialLinks } from "~/components/ui/social-links.tsx";
import { useContent } from "~/components/content-context.tsx";

/** Contact strip above the header. Desktop only: on phones the floating shortcuts do this job. */
export function TopBar() {
  const { messages, site } = useContent();
  return (
    <div data-testid="top-bar" className="hidden bg-brand-deep text-sm text-white lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-6 py-1.5">
        <ul className="flex items-center gap-6" aria-label={messages.contactBar}>
          <li>
            <a href={site.links.email} className="inline-flex min-h-8 items-center gap-2 hover:underline">
              <Icon name="mail" className="size-4 text-saffron" />
              <span className="sr-only">{messages.emailUs}: </span>
              {site.email}
            </a>
          </li>
          <li>
            <a href={site.links.phone} className="inline-flex min-h-8 items-center gap-2 hover:underline">
              <Icon name="phone" className="size-4 text-saffron" />
              <span className="sr-only">{messages.callUs}: </span>
              {site.phoneDisplay}
            </a>
          </li>
        </ul>
        <SocialLinks tone="onDark" />
      </div>
    </div>
  );
}
