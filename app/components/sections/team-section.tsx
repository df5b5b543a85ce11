import { ArtImage } from "~/components/ui/art-image.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { cn } from "~/lib/cn.ts";
import { teamAnchor } from "~/search/anchors.ts";
import { SectionHeading, Subheading } from "~/components/ui/section-heading.tsx";
import { useContent } from "~/components/content-context.tsx";
import type { TeamMember } from "~/content/schemas.ts";

type TeamSectionProps = { heading: string; subtitle: string; members: TeamMember[]; level?: 1 | 2 };

const networkLabels = {
  facebook: "Facebook",
  linkedin: "LinkedIn",
  x: "X",
  github: "GitHub",
  behance: "Behance",
  instagram: "Instagram",
} as const;

/**
 * The team, however many: portrait, name, role, a line about them and their profiles; 1, 2 or 4
 * a row, a last row short of full centred. Past the first row, cards are laid out when scrolled
 * near and portraits load when seen, as a long category's are.
 */
export function TeamSection({ heading, subtitle, members, level = 2 }: TeamSectionProps) {
  const { messages } = useContent();
  return (
    <section
      aria-labelledby="team-heading"
      className={cn("bg-surface py-16 sm:py-20", level === 2 && "below-fold")}
      id="team"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="team-heading" title={heading} subtitle={subtitle} level={level} />
        <ul className="mt-12 card-rows sm:[--cols:2] lg:[--cols:4]" data-testid="team-grid">
          {members.map((member, i) => (
            <li
              key={member.id}
              id={teamAnchor(member.id)}
              className={cn(
                "flex flex-col items-center rounded-2xl bg-cream p-6 text-center ring-1 ring-ink/5",
                i >= 4 && "deferred-card",
              )}
            >
              <ArtImage
                image={member.image}
                fluid={false}
                eager={level === 1 && i < 4}
                priority={level === 1 && i === 0}
                className="size-36 rounded-full ring-4 ring-white"
              />
              <Subheading level={level} className="mt-4 text-lg font-bold text-teal-deep">
                {member.name}
              </Subheading>
              <p className="font-semibold text-coral-dark">{member.role}</p>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">{member.bio}</p>
              <ul className="mt-4 flex gap-2">
                {member.socials.map((social) => (
                  <li key={social.network}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${messages.teamSocial(networkLabels[social.network], member.name)} ${messages.opensInNewTab}`}
                      className="profile-link"
                    >
                      <Icon name={social.network} className="size-4" />
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
