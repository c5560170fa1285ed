import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * A reference list whose names come in the UI language (zones, countries, languages):
 * `options(lang)` gives the query of the current language (its key holds the language, its
 * fetch and how long the answer stays fresh, e.g. a `queryOptions` factory the server render
 * prefetches too, decision 078), and while the list of a newly chosen language loads the
 * previous one stays shown. Never suspends for texts (it only reads the language).
 */
export function useLocalizedQuery<T, K extends QueryKey>(
  options: (lang: string) => UseQueryOptions<T, Error, T, K>,
) {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({ ...options(lang), placeholderData: keepPreviousData });
}
