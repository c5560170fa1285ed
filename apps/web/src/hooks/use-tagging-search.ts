import { useQuery } from '@tanstack/react-query';
import { TAGGING_DEBOUNCE_MS, TAGGING_SUGGESTIONS, type Page } from '@bgc/shared';
import { apiGet } from '../lib/api-client.js';
import { currentResults } from '../lib/current-results.js';
import { useDebouncedValue } from './use-debounced-value.js';

/**
 * The '@term' suggestions of the editors and the comment box (POST-022 courses, issue 14
 * members): `GET {path}?filter_name_like=…&page=1&limit=5` once the term has stayed the same
 * for 500 ms; nothing for an empty term, and only the answer to the term typed now (issue
 * 12.17). `waiting` is true while the debounce runs or the call is under way.
 */
export function useTaggingSearch<T>(path: '/courses' | '/users', queryKey: string, term: string) {
  const text = term.trim();
  const debounced = useDebouncedValue(text, TAGGING_DEBOUNCE_MS, '');
  const query = useQuery({
    queryKey: [path.slice(1), queryKey, debounced],
    queryFn: ({ signal }) =>
      apiGet<Page<T>>(
        path,
        { filter_name_like: debounced, page: 1, limit: TAGGING_SUGGESTIONS },
        signal,
      ),
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
