import { useQuery } from '@tanstack/react-query';
import { TAGGING_DEBOUNCE_MS, TAGGING_SUGGESTIONS } from '@bgc/shared';
import { api } from '../lib/api-client.js';
import { currentResults } from '../lib/current-results.js';
import { useDebouncedValue } from './use-debounced-value.js';

/**
 * The '@term' suggestions of the editors and the comment box (POST-022 courses,
 * and members): `GET {path}?filter_name_like=…&page=1&limit=5` once the term has stayed the same
 * for 500 ms; nothing for an empty term, and only the answer to the term typed now (issue
 * 12.17). `waiting` is true while the debounce runs or the call is under way.
 */
/** The two searches: courses (SRCH-009) and members, page 1 of 5 names. */
const SEARCHES = {
  '/courses': (text: string, signal: AbortSignal) =>
    api.get('/courses', {
      query: { filter_name_like: text, page: 1, limit: TAGGING_SUGGESTIONS },
      signal,
    }),
  '/users': (text: string, signal: AbortSignal) =>
    api.get('/users', {
      query: { filter_name_like: text, page: 1, limit: TAGGING_SUGGESTIONS },
      signal,
    }),
};

/** What the search of `P` suggests: courses or members. */
type Suggestion<P extends keyof typeof SEARCHES> = Awaited<
  ReturnType<(typeof SEARCHES)[P]>
>['list'][number];

export function useTaggingSearch<P extends keyof typeof SEARCHES>(
  path: P,
  queryKey: string,
  term: string,
) {
  const text = term.trim();
  const debounced = useDebouncedValue(text, TAGGING_DEBOUNCE_MS, '');
  const query = useQuery({
    queryKey: [path.slice(1), queryKey, debounced],
    queryFn: ({ signal }) =>
      SEARCHES[path](debounced, signal) as Promise<{ list: Array<Suggestion<P>> }>,
    enabled: debounced !== '',
    staleTime: 60_000,
  });
  const items = currentResults({
    text,
    debounced,
    data: query.data?.list,
    isPlaceholderData: query.isPlaceholderData,
  });
  return { items, waiting: text !== '' && (text !== debounced || query.isFetching) };
}
