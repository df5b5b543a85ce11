/**
 * A link inside running text: underlined as well as coloured (a link must not be told apart by
 * colour alone), and at least 24 px tall so that it is an easy target on a phone.
 */
export const textLinkClass =
  "inline-flex min-h-6 min-w-6 items-center font-semibold text-teal-deep underline decoration-saffron decoration-2 underline-offset-4 hover:text-teal";
