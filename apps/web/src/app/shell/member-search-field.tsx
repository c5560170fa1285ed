import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { SEARCH_DEFAULT_LIMIT, paths, type MemberSummary } from '@bgc/shared';
import { NamedSearch } from '../../components/named-search.js';
import { MemberAvatar } from '../../components/member-avatar.js';
import { api } from '../../lib/api-client.js';

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

export interface MemberSearchFieldProps {
  id: string;
  label: string;
  autoFocus: boolean;
  /** Text typed into the look-alike input while this chunk loaded. */
  initialInput: string;
  /** Called after a member was chosen (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The loaded member search (SRCH-004..006): typed text waits 1000 ms, then `GET /users` lists up
 * to 10 members with avatar, name and city; an empty answer shows 'No data available'; choosing
 * one opens '/profiles/{id}'. Its own chunk: `MemberSearchBox` shows a look-alike input first.
 */
export function MemberSearchField({
  id,
  label,
  autoFocus,
  initialInput,
  onNavigate,
}: MemberSearchFieldProps) {
  const navigate = useNavigate();
  return (
    <NamedSearch<MemberSummary>
      id={id}
      label={label}
      autoFocus={autoFocus}
      takeFocus
      initialInput={initialInput}
      queryKey={['users', 'search']}
      search={searchMembers}
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
  );
}
