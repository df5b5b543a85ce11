import { Icon } from "~/components/ui/icon.tsx";
import { SocialLinks } from "~/components/ui/social-links.tsx";
import { messages } from "~/content/messages.ts";
import { categoryLinks, popularServices, quickLinks } from "~/content/navigation.ts";
import { contactLinks, siteConfig } from "~/content/site-config.ts";
import { LogoMark } from "./logo.tsx";
import { MenuLink } from "./menu-link.tsx";
import { FooterCopyright } from "./footer-year.tsx";
import { Island } from "~/islands/island.tsx";

const linkClass = "footer-link";
const headingClass = "text-sm font-bold tracking-widest text-saffron uppercase";

export function SiteFooter() {
  const { address } = siteConfig;
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <div className="flex items-center gap-3">
            <LogoMark className="size-9" />
            <span className="text-lg font-extrabold">{siteConfig.brand}</span>
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
              <a href={contactLinks.phone} className={linkClass}>
                {siteConfig.phone.display}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Icon name="mail" className="size-4 shrink-0 text-saffron" />
              <a href={contactLinks.email} className={`${linkClass} break-all`}>
                {siteConfig.email}
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-saffron" />
              <span>{siteConfig.officeHours}</span>
            </p>
          </address>
        </section>
        <FooterLinks id="footer-quick" title={messages.footerQuickLinks} links={quickLinks} />
        <FooterLinks id="footer-categories" title={messages.footerCategories} links={categoryLinks} />
        <section aria-labelledby="footer-popular">
          <h2 id="footer-popular" className={headingClass}>
            {messages.footerPopular}
          </h2>
          <ul className="mt-3 space-y-1">
            {popularServices.map((item) => (
              <li key={item.href + item.label}>
                <MenuLink item={item} className={linkClass} currentPath="" />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 py-6 pr-16 pl-4 text-sm text-white/75 sm:flex-row sm:pl-6">
          <Island name="footer-year" component={FooterCopyright} props={{}} />
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
