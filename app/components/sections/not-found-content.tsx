import { useContent } from "~/components/content-context.tsx";
import { PageHeader } from "./page-header.tsx";

/** Shown for unknown paths, with the same layout and a way back to the main pages. */
export function NotFoundContent() {
  const { pages, messages, navigation } = useContent();
  const copy = pages.notFound;
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <nav aria-label={messages.mainPages} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {navigation.quickLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="flex min-h-14 items-center rounded-xl bg-surface px-5 font-semibold text-teal-deep shadow-sm ring-1 ring-ink/10 hover:ring-teal"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
