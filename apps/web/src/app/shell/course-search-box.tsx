import { Suspense, useEffect, useState } from 'react';
import { Box } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload, whenIdle } from '../../components/lazy-with-preload.js';

const LazySearch = lazyWithPreload(
  () => import('./course-search.js'),
  (m) => m.CourseSearch,
);

interface PlaceholderProps {
  id: string;
  label: string;
  value: string;
  autoFocus?: boolean;
  onChange?: (value: string) => void;
  onActivate?: () => void;
}

/** Looks like the real search field; stands in until its chunk has loaded. */
function SearchPlaceholder({
  id,
  label,
  value,
  autoFocus,
  onChange,
  onActivate,
}: PlaceholderProps) {
  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      <SearchIcon
        fontSize="small"
        sx={{
          position: 'absolute',
          left: 12,
          top: '50%',
          transform: 'translateY(-50%)',
          color: 'action.active',
          pointerEvents: 'none',
        }}
      />
      <Box
        component="input"
        id={id}
        type="text"
        role="combobox"
        aria-expanded="false"
        aria-label={label}
        placeholder={label}
        autoComplete="off"
        autoFocus={autoFocus}
        value={value}
        readOnly={!onChange}
        onChange={(event) => onChange?.(event.target.value)}
        onFocus={onActivate}
        onPointerEnter={() => void LazySearch.preload()}
        sx={{
          width: '100%',
          height: 40,
          pl: '40px',
          pr: 1.5,
          font: 'inherit',
          fontSize: 16,
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: '1px solid rgba(0,0,0,0.23)',
          borderRadius: 2,
          outline: 'none',
          '&:focus-visible': { outline: '2px solid #fbbf24', outlineOffset: 1 },
        }}
      />
    </Box>
  );
}

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
        <SearchPlaceholder id={id} label={label} value={text} onChange={setText} autoFocus />
      }
    >
      <LazySearch.Component id={id} autoFocus initialInput={text} />
    </Suspense>
  );
}
