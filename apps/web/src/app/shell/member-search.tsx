import type { ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEFAULT_LIMIT, paths, type MemberSummary } from '@bgc/shared';
import type { DebouncedSearchProps } from '../../components/debounced-search.js';
import { DeferredSearch } from '../../components/deferred-search.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';
import { MemberAvatar } from '../../components/member-avatar.js';
import { api } from '../../lib/api-client.js';

/** The generic autocomplete, loaded on demand (the course search shares its chunk). */
const LazySearch = lazyWithPreload(
  () => import('../../components/debounced-search.js'),
  (m) => m.DebouncedSearch as ComponentType<DebouncedSearchProps<MemberSummary>>,
);

/** SRCH-004: `GET /users?filter_name_like=<text>&page=1&limit=10`. */
async function searchMembers(text: string, signal: AbortSignal): Promise<MemberSummary[]> {
  const page = await api.get('/users', {
    query: { filter_name_like: text, page: 1, limit: SEARCH_DEFAULT_LIMIT },
    signal,
  });
  return page.list;
}

function placeOf(member: MemberSummary): string {
  return [member.city, member.country?.name].filter(Boolean).join(', ');
}

export interface MemberSearchBoxProps {
  id?: string;
  autoFocus?: boolean;
  /** Called after a member was chosen (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The header's member search (SRCH-004, SRCH-005, SRCH-006): typed text waits 1000 ms, then
 * `GET /users` lists up to 10 members with avatar, name and city; an empty answer shows
 * 'No data available'; choosing one opens '/profiles/{id}'. A look-alike input shows first;
 * the autocomplete chunk loads when the browser is idle or at the first focus. It is its own
 * search landmark, labelled 'Search a member'.
 */
export function MemberSearchBox({
  id = 'member-search',
  autoFocus = false,
  onNavigate,
}: MemberSearchBoxProps) {
  // The label lives in 'common' (loaded before the first render, server and browser alike), so
  // the landmark and the input are named from the first paint on.
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const label = t('search.members');
  return (
    <Box role="search" aria-label={label}>
      <DeferredSearch id={id} label={label} autoFocus={autoFocus} preload={LazySearch.preload}>
        {(text) => (
          <LazySearch.Component
            id={id}
            label={label}
            autoFocus={autoFocus}
            takeFocus
            initialInput={text}
            queryKey={['users', 'search']}
            search={searchMembers}
            getOptionLabel={(member) => member.name}
            getOptionKey={(member) => member.id}
            noOptionsText={t('noData')}
            loadingText={t('loading')}
            onSelect={(member) => {
              onNavigate?.();
              void navigate(paths.profilePerson(member.id));
            }}
            renderOption={(member) => (
              <>
                <MemberAvatar name={member.name} picture={member.picture} size={32} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {member.name}
                  </Typography>
                  {placeOf(member) && (
                    <Typography variant="caption" color="text.secondary" noWrap component="p">
                      {placeOf(member)}
                    </Typography>
                  )}
                </Box>
              </>
            )}
          />
        )}
      </DeferredSearch>
    </Box>
  );
}
