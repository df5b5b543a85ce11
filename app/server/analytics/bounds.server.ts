/**
 * How much analytics keeps per day, whatever visitors send (docs/analytics.md#bounds). Paths,
 * referrers and campaign names are the visitor's choice: without these, every distinct value a
 * script sends becomes a raw row and, after the day's rollup, a permanent one, and everything
 * that reads them (the dashboard, a lead's attribution) grows with it.
 */

/** The path every 404 is kept under: a missing page's path is whatever the visitor typed. */
export const notFoundPath = "(not found)";
