import { useContent } from "~/components/content-context.tsx";
import { cn } from "~/lib/cn.ts";
import { Icon } from "./icon.tsx";

const tones = {
  onDark: "text-white/90 hover:bg-white/15 hover:text-white",
  onLight: "text-teal-deep hover:bg-brand-deep hover:text-white ring-1 ring-teal-deep/25",
} as const;

/** The agency's eight social profiles; each opens in a new tab and has an accessible name. */
export function SocialLinks({ tone, className }: { tone: keyof typeof tones; className?: string }) {
  const { messages, site } = useContent();
  return (
    <ul className={cn("flex flex-wrap items-center gap-1", className)} aria-label={messages.socialLinks}>
      {site.socialProfiles.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${messages.followOn(profile.label)} ${messages.opensInNewTab}`}
            className={cn("social-link", tones[tone])}
          >
            <Icon name={profile.network === "linkedin" ? "linkedin" : profile.network} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
