import { messages } from "~/content/messages.ts";
import { siteConfig } from "~/content/site-config.ts";

/** Brand mark: a Jamdani-style diamond lattice, inline so the header needs no extra request. */
export function LogoMark({ className = "size-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="#0f4c5c" />
      <path d="M20 6 34 20 20 34 6 20z" fill="none" stroke="#f2a541" strokeWidth="2.5" />
      <path d="M20 13 27 20 20 27 13 20z" fill="#f2a541" />
      <circle cx="20" cy="20" r="2.6" fill="#0f4c5c" />
      <circle cx="20" cy="6" r="1.8" fill="#e4572e" />
      <circle cx="34" cy="20" r="1.8" fill="#e4572e" />
      <circle cx="20" cy="34" r="1.8" fill="#e4572e" />
      <circle cx="6" cy="20" r="1.8" fill="#e4572e" />
    </svg>
  );
}

export function Logo() {
  return (
    <a href="/" className="flex min-h-11 items-center gap-3 rounded-md" aria-label={messages.homeLink(siteConfig.brand)}>
      <LogoMark />
      <span className="text-lg leading-tight font-extrabold tracking-tight text-teal-deep">
        {siteConfig.brand}
      </span>
    </a>
  );
}
