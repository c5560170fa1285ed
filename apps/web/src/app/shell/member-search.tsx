import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DeferredSearch } from '../../components/deferred-search.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';

/** The member search proper (autocomplete, avatars), loaded on demand. */
const LazySearch = lazyWithPreload(
  () => import('./member-search-field.js'),
  (m) => m.MemberSearchField,
);

export interface MemberSearchBoxProps {
  id?: string;
  autoFocus?: boolean;
  /** Called after a member was chosen (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The header's member search (SRCH-004, SRCH-005, SRCH-006). A look-alike input shows first;
 * the search's chunk (`MemberSearchField`) loads when the browser is idle or at the first focus.
 * It is its own search landmark, labelled 'Search a member'.
 */
export function MemberSearchBox({
  id = 'member-search',
  autoFocus = false,
  onNavigate,
}: MemberSearchBoxProps) {
  // The label lives in 'common' (loaded before the first render, server and browser alike), so
  // the landmark and the input are named from the first paint on.
  const { t } = useTranslation('common');
  const label = t('search.members');
  return (
    <Box role="search" aria-label={label}>
      <DeferredSearch id={id} label={label} autoFocus={autoFocus} preload={LazySearch.preload}>
        {(text) => (
          <LazySearch.Component
            id={id}
            label={label}
            autoFocus={autoFocus}
            initialInput={text}
            onNavigate={onNavigate}
          />
        )}
      </DeferredSearch>
    </Box>
  );
}
