import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MemberMentionListState } from '../post-dialog/course-mention-suggestions.js';
import { MemberAvatar } from '../member-avatar.js';
import { mentionOptionSx } from './member-mention.js';

/**
 * NOTIF-009 type 3: in the discussion editor, the members offered for the '@term' typed at
 * the end of the text (before the course suggestions of POST-022), as a listbox of the
 * editor's combobox (`useMentionCombobox`): arrows and Enter in the editor, or a click, pick
 * one; the focus never leaves the editor, which then takes the caret right after the
 * inserted link to the member's profile (which notifies them). Nothing shows while no member
 * matches.
 */
export function MemberMentionSuggestions({ list }: { list: MemberMentionListState | null }) {
  const { t } = useTranslation('posts');
  if (list === null || list.members.length === 0) return null;
  const { term, members, listId, active, optionId, onPick } = list;
  const title = t('mentions.title', { term });
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={title}
      aria-live="polite"
      sx={{ p: 1.5, mt: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        role="listbox"
        id={listId}
        aria-label={title}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}
      >
        {members.map((member, index) => (
          <Box
            component="li"
            key={member.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // a click keeps the focus (and the caret) in the editor
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick({ id: member.id, name: member.name })}
            sx={{
              ...mentionOptionSx,
              fontSize: 14,
              bgcolor: index === active ? 'action.selected' : undefined,
              outline: index === active ? '2px solid currentColor' : undefined,
              outlineOffset: -2,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <MemberAvatar name={member.name} picture={member.picture} size={22} />
            <Box component="span" sx={{ minWidth: 0 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {member.name}
              </Box>
              {(member.city || member.country?.name) && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' · '}
                  {[member.city, member.country?.name].filter(Boolean).join(', ')}
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
