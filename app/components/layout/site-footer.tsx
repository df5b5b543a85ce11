import { Icon } from "~/components/ui/icon.tsx";
import { SocialLinks } from "~/components/ui/social-links.tsx";
import { useContent } from "~/components/content-context.tsx";
import { LogoMark } from "./logo.tsx";
import { MenuLink } from "./menu-link.tsx";
import { FooterCopyright } from "./footer-year.tsx";
import { Island } from "~/islands/island.tsx";
import { EmailAddress } from "~/components/ui/email-address.tsx";

const linkClass = "footer-link";
const headingClass = "text-sm font-bold tracking-widest text-saffron uppercase";

export function SiteFooter() {
  const { messages, navigation, site, locale, paths } = useContent();
  const { address } = site;
  return (
    <footer className="bg-brand-ink text-white deferred-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <div className="flex items-center gap-3">
            <LogoMark className="size-9" />
            <span className="text-lg font-extrabold">{site.brand}</span>
          </div>
          <h2 id="footer-contact" className={`${headingClass} mt-6`}>
            {messages.footerContact}
          </h2>
          <address className="mt-3 space-y-2 text-white/85 not-italic">
            <p className="flex gap-2">
              <Icon name="mapPin" className="mt-0.5 size-4 shrink-0 text-saffron" />
              <span>
                {address.street}, {address.locality} {address.postalCode}, {address.country}
              </span>
            </p>
            <p className="flex items-center gap-2">
              <Icon name="phone" className="size-4 shrink-0 text-saffron" />
              <a href={site.links.phone} className={linkClass}>
                {site.phoneDisplay}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Icon name="mail" className="size-4 shrink-0 text-saffron" />
              <a href={site.links.email} className={linkClass}>
                <EmailAddress address={site.email} />
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-saffron" />
              <span>{site.officeHours}</span>
            </p>
          </address>
        </section>
        <FooterLinks id="footer-quick" title={messages.footerQuickLinks} links={navigation.quickLinks} />
        <FooterLinks id="footer-categories" title={messages.footerCategories} links={navigation.categoryLinks} />
        <section aria-labelledby="footer-popular">
          <h2 id="footer-popular" className={headingClass}>
            {messages.footerPopular}
          </h2>
          <ul className="mt-3 space-y-1">
            {navigation.popularServices.map((item) => (
              <li key={item.href + item.label}>
                <MenuLink item={item} className={linkClass} currentPath="" newTabLabel={messages.opensInNewTab} />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 py-6 pr-16 pl-4 text-sm text-white/75 sm:flex-row sm:pl-6">
          <div className="flex flex-col items-center gap-x-6 gap-y-2 sm:flex-row">
            <Island
              name="footer-year"
              component={FooterCopyright}
              props={{ locale, template: messages.copyright("{year}", site.legalName) }}
            />
            <a href={paths.privacy} className={linkClass}>
              {messages.privacy}
            </a>
          </div>
          <SocialLinks tone="onDark" />
        </div>
      </div>
    </footer>
  );
}

type FooterLinksProps = { id: string; title: string; links: ReadonlyArray<{ label: string; href: string }> };

function FooterLinks({ id, title, links }: FooterLinksProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
