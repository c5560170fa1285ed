import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MemberSummary } from '@bgc/shared';
import { MemberAvatar } from '../member-avatar.js';
import { mentionOptionSx } from './member-mention.js';

export interface MemberMentionListProps {
  /** id of the listbox (the field's `aria-controls`). */
  id: string;
  /** The term after '@'. */
  term: string;
  members: MemberSummary[];
  waiting: boolean;
  /** Index of the highlighted option (the field's `aria-activedescendant`). */
  active: number;
  onPick: (member: MemberSummary) => void;
  /** Moves the highlight when the pointer enters an option. */
  onHover: (index: number) => void;
}

/** id of option `index` of the list `listId`. */
export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * the members offered for an '@term' typed in a comment, as the listbox of
 * an ARIA combobox (the comment field keeps the focus; arrow keys move `active`, Enter or Tab
 * picks, Escape closes). Each option shows the avatar, the name and the place.
 */
export function MemberMentionList({
  id,
  term,
  members,
  waiting,
  active,
  onPick,
  onHover,
}: MemberMentionListProps) {
  const { t } = useTranslation('posts');
  return (
    <Paper variant="outlined" sx={{ mt: 0.5, p: 0.5, maxWidth: 420 }}>
      {members.length === 0 ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.75 }}>
          {waiting && <CircularProgress size={14} color="inherit" aria-hidden />}
          <Typography variant="body2" color="text.secondary">
            {waiting ? t('mentions.searching') : t('mentions.none', { term })}
          </Typography>
        </Box>
      ) : (
        <Box
          component="ul"
          role="listbox"
          id={id}
          aria-label={t('mentions.title', { term })}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {members.map((member, index) => (
            <Box
              component="li"
              key={member.id}
              id={mentionOptionId(id, index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHover(index)}
              onClick={() => onPick(member)}
              sx={{
                ...mentionOptionSx,
                bgcolor: index === active ? 'action.selected' : 'transparent',
              }}
            >
              <MemberAvatar name={member.name} picture={member.picture} size={28} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                  {member.name}
                </Typography>
                {(member.city || member.country?.name) && (
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {[member.city, member.country?.name].filter(Boolean).join(', ')}
                  </Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
