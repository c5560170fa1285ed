/**
 * the suggestions a search box may show for the text typed now. Only an
 * answer to exactly that text counts: while the debounce waits, while the newer call runs, or
 * when the data on hand is a placeholder kept from an earlier text, nothing is listed (the box
 * says it is loading), so a slower answer to an earlier text never shows or gets opened.
 */
export function currentResults<T>(state: {
  /** The trimmed text in the box. */
  text: string;
  /** The text the query ran for (the debounced text). */
  debounced: string;
  /** The query's data, for `debounced` unless `isPlaceholderData`. */
  data: readonly T[] | undefined;
  isPlaceholderData: boolean;
}): T[] {
  const { text, debounced, data, isPlaceholderData } = state;
  if (text === '' || text !== debounced || isPlaceholderData || !data) return [];
  return [...data];
}
