import { EmailAddress } from "~/components/ui/email-address.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { cn } from "~/lib/cn.ts";
import { SectionHeading, Subheading } from "~/components/ui/section-heading.tsx";
import { useContent } from "~/components/content-context.tsx";
import { OfficeVideo } from "./office-video.tsx";

type CompanyInfoProps = { level?: 1 | 2 };

const subheading = "text-xl font-bold text-teal-deep";

/** About block: name, tagline, contact, expertise, mission, mobile payments, office video (or its poster), about text. */
export function CompanyInfo({ level = 2 }: CompanyInfoProps) {
  const { company, messages, site } = useContent();
  const poster = { src: "/art/office-video-poster.svg", alt: company.videoPosterAlt, width: 1280, height: 720 };
  return (
    <section aria-labelledby="about-heading" className={cn("py-16 sm:py-20", level === 2 && "below-fold")} id="about">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="about-heading" title={company.aboutHeading} subtitle={site.tagline} level={level} />
        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
            {company.aboutText.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <ul className="flex flex-wrap gap-3 pt-2 text-base">
              <li>
                <a
                  href={site.links.phone}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-surface px-4 font-semibold text-teal-deep ring-1 ring-teal-deep/20 hover:bg-mint"
                >
                  <Icon name="phone" className="size-4" /> {site.phoneDisplay}
                </a>
              </li>
              <li>
                <a
                  href={site.links.email}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-surface px-4 font-semibold text-teal-deep ring-1 ring-teal-deep/20 hover:bg-mint"
                >
                  {/* At 375 px the address is wider than the chip: it wraps after the @ or a dot, not mid-word. */}
                  <Icon name="mail" className="size-4 shrink-0" /> <EmailAddress address={site.email} />
                </a>
              </li>
            </ul>
          </div>
          <div>
            <Subheading level={level} className={subheading}>
              {company.videoHeading}
            </Subheading>
            <OfficeVideo
              youtubeId={site.officeVideo.youtubeId}
              title={site.officeVideo.title}
              poster={poster}
              playLabel={messages.playVideo(site.officeVideo.title)}
              providerNote={messages.videoProvider}
            />
          </div>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          <div className="rounded-2xl bg-surface p-6 ring-1 ring-ink/10">
            <Subheading level={level} className={subheading}>
              {company.missionHeading}
            </Subheading>
            <p className="mt-3 leading-relaxed text-ink-soft">{company.mission}</p>
          </div>
          <div className="rounded-2xl bg-surface p-6 ring-1 ring-ink/10">
            <Subheading level={level} className={subheading}>
              {company.expertiseHeading}
            </Subheading>
            <ul className="mt-3 space-y-2">
              {company.expertise.map((item) => (
                <li key={item} className="flex gap-2 text-ink-soft">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-teal" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-brand-deep p-6 text-white">
            <Subheading level={level} className="text-xl font-bold">
              {company.paymentsHeading}
            </Subheading>
            <p className="mt-3 text-white/85">{company.paymentsNote}</p>
            <dl className="mt-4 space-y-3" data-testid="mobile-payments">
              {site.payments.map((payment) => (
                <div
                  key={payment.provider}
                  className="flex items-center justify-between gap-4 rounded-xl bg-white/10 px-4 py-3"
                >
                  <dt className="font-semibold">{messages.paymentNumber(payment.provider, payment.accountType)}</dt>
                  <dd className="font-mono font-bold text-white">{payment.number}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
