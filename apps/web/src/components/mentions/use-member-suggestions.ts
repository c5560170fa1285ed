import { useTaggingSearch } from '../../hooks/use-tagging-search.js';

/** members whose name matches `term`, for the '@member' suggestions. */
export function useMemberSuggestions(term: string) {
  const { items, waiting } = useTaggingSearch('/users', 'mention', term);
  return { members: items, waiting };
}
