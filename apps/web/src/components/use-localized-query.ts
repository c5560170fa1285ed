import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * A reference list whose names come in the UI language (zones, countries, languages): the query
 * key is `queryKey(lang)` for the current language, `load` fetches it, the answer stays fresh
 * for `staleTime` ms, and while the list of a newly chosen language loads the previous one
 * stays shown. Never suspends for texts (it only reads the language).
 */
export function useLocalizedQuery<T>(
  queryKey: (lang: string) => readonly unknown[],
  load: (signal: AbortSignal) => Promise<T>,
  staleTime: number,
) {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useQuery<T, Error, T, readonly unknown[]>({
    queryKey: queryKey(lang),
    queryFn: ({ signal }) => load(signal),
    staleTime,
    placeholderData: keepPreviousData,
  });
}
