/**
 * Shared look of content cards, so every grid on the site reads as one family: component classes
 * of app.css, since a category page repeats them 43 times. `group` stays a class of its own: the
 * cards' `group-hover:` utilities key on it.
 */
export const cardClass = "card group";
export const cardBodyClass = "card-body";
export const cardTitleClass = "card-title";
export const cardTextClass = "card-text";
export const cardLinkClass = "card-link";
