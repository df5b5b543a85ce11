/** Shared look of content cards, so every grid on the site reads as one family. */
export const cardClass =
  "group flex h-full flex-col overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-ink/10 transition-shadow hover:shadow-lg";
export const cardBodyClass = "flex flex-1 flex-col p-5";
export const cardTitleClass = "text-lg font-bold text-teal-deep";
export const cardTextClass = "mt-2 flex-1 text-[0.95rem] leading-relaxed text-ink-soft";
export const cardLinkClass =
  "mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-brand-deep px-5 font-semibold text-white hover:bg-brand-teal";
