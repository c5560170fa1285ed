import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload, whenIdle } from '../../components/lazy-with-preload.js';
import { SearchPlaceholder } from '../../components/search-placeholder.js';

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
  const label = t('search.courses');
  const [active, setActive] = useState(false);
  const [text, setText] = useState('');
  useEffect(() => whenIdle(() => void LazySearch.preload()), []);

  const activate = () => {
    void LazySearch.preload();
    setActive(true);
  };
  if (!active && !autoFocus) {
    return (
      <SearchPlaceholder
        onPreload={() => void LazySearch.preload()}
        id={id}
        label={label}
        value={text}
        onChange={setText}
        onActivate={activate}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <SearchPlaceholder
          onPreload={() => void LazySearch.preload()}
          id={id}
          label={label}
          value={text}
          onChange={setText}
          autoFocus={autoFocus}
          takeFocus
        />
      }
    >
      <LazySearch.Component id={id} autoFocus={autoFocus} takeFocus initialInput={text} />
    </Suspense>
  );
}
