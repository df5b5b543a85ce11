/** Words a reader gets through in a minute, for "6 min read". */
export const wordsPerMinute = 200;

/** The reading time shown with an article: whole minutes, never less than one. */
export const minutesToRead = (words: number) => Math.max(1, Math.round(words / wordsPerMinute));
