import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  TAGGING_DEBOUNCE_MS,
  TAGGING_SUGGESTIONS,
  type MemberSummary,
  type Page,
} from '@bgc/shared';
import { useDebouncedValue } from '../../hooks/use-debounced-value.js';
import { apiGet } from '../../lib/api-client.js';

/**
 * Issue 14 item 1: members whose name matches `term` for an '@member' mention, asked once the
 * term has stayed the same for 500 ms (`GET /users?filter_name_like=…&page=1&limit=5`, the
 * member search of SRCH-004); nothing for an empty term. `waiting` is true while the debounce
 * runs or the call is under way; answers for an older term are never shown.
 */
export function useMemberSuggestions(term: string) {
  const text = term.trim();
  const debounced = useDebouncedValue(text, TAGGING_DEBOUNCE_MS, '');
  const query = useQuery({
    queryKey: ['users', 'mention', debounced],
    queryFn: ({ signal }) =>
      apiGet<Page<MemberSummary>>(
        '/users',
        { filter_name_like: debounced, page: 1, limit: TAGGING_SUGGESTIONS },
        signal,
      ),
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const current = text !== '' && text === debounced && !query.isPlaceholderData;
  const members = current ? (query.data?.list ?? []) : [];
  return { members, waiting: text !== '' && !current };
}
