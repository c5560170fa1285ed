import { useTranslation } from 'react-i18next';
import { DeferredSearch } from '../../components/deferred-search.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';

const LazySearch = lazyWithPreload(
  () => import('./course-search.js'),
  (m) => m.CourseSearch,
);

/**
 * The header's course search (SRCH-001..007) without its weight in the first
 * bundle: a look-alike input shows at once; the Autocomplete chunk loads when the
 * browser is idle, or at the first focus, and takes over the typed text and focus.
 */
export function CourseSearchBox({
  id = 'course-search',
  autoFocus = false,
}: {
  id?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <DeferredSearch
      id={id}
      label={t('search.courses')}
      autoFocus={autoFocus}
      preload={LazySearch.preload}
    >
      {(text) => (
        <LazySearch.Component id={id} autoFocus={autoFocus} takeFocus initialInput={text} />
      )}
    </DeferredSearch>
  );
}
