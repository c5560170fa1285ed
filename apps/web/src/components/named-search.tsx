import { useTranslation } from 'react-i18next';
import { DebouncedSearch, type DebouncedSearchProps } from './debounced-search.js';

/**
 * `DebouncedSearch` over things with a numeric `id` and a `name` (courses, members): an option
 * is labelled by its name and keyed by its id; 'No data available' when nothing matches
 * (SRCH-007) and the common catalog's loading text while the search runs.
 */
export function NamedSearch<T extends { id: number; name: string }>(
  props: Omit<
    DebouncedSearchProps<T>,
    'getOptionLabel' | 'getOptionKey' | 'noOptionsText' | 'loadingText'
  >,
) {
  const { t } = useTranslation('common');
  return (
    <DebouncedSearch<T>
      {...props}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      noOptionsText={t('noData')}
      loadingText={t('loading')}
    />
  );
}
