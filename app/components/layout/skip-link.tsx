import { useContent } from "~/components/content-context.tsx";

export function SkipLink() {
  const { messages } = useContent();
  return (
    <a href="#main" className="skip-link">
      {messages.skipToContent}
    </a>
  );
}
