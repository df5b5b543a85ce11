import { useContent } from "~/components/content-context.tsx";

export function SkipLink() {
  const { messages } = useContent();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-brand-ink px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {messages.skipToContent}
    </a>
  );
}
