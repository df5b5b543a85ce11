/**
 * A record with every shape the edition holds, for the editor's tests: text pairs, structure
 * strings and numbers, a nested object (an image), a list of records whose items differ in their
 * optional keys (cards, one with a `kind`), a list of text pairs (paragraphs), a list of strings,
 * a yes/no and a null.
 */
export const categoryRecord = () => ({
  slug: "cyber-security",
  name: { en: "Cyber Security", bn: "সাইবার নিরাপত্তা" },
  subtitle: { en: 'Line one.\nLine two, with "quotes" & <tags>.', bn: "" },
  image: { src: "/art/services/cyber-security.svg", width: 640, height: 420, alt: { en: "A shield", bn: "একটি ঢাল" } },
  externalHref: "https://agency.example/services/cyber-security",
  featured: true,
  retired: null,
  tags: ["security", "audits"],
  paragraphs: [
    { en: "First paragraph.", bn: "প্রথম অনুচ্ছেদ।" },
    { en: "Second paragraph.", bn: "" },
  ],
  cards: [
    {
      id: "cs-penetration-testing",
      href: "/services/pentest",
      title: { en: "Penetration Testing", bn: "" },
      price: 1.5,
    },
    {
      id: "cs-projects",
      href: "/projects/cyber-security",
      kind: "projects",
      title: { en: "Security Projects", bn: "নিরাপত্তা প্রকল্প" },
      price: 0,
    },
  ],
});
