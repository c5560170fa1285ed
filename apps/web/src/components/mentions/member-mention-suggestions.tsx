import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MentionedMember } from './member-mention.js';
import { MemberAvatar } from '../member-avatar.js';
import { useMemberSuggestions } from './use-member-suggestions.js';

/**
 * in the discussion editor, the members offered for the '@term' typed at the
 * end of the text (beside the course suggestions of POST-022), as buttons under the editor;
 * choosing one turns the mention into a link to the member's profile, which notifies them
 * (NOTIF-009 type 3). Nothing shows while no member matches.
 */
export function MemberMentionSuggestions({
  term,
  onPick,
}: {
  /** The term after '@', or null when the text does not end with a mention. */
  term: string | null;
  onPick: (member: MentionedMember) => void;
}) {
  const { t } = useTranslation('posts');
  const { members } = useMemberSuggestions(term ?? '');
  if (term === null || members.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('mentions.title', { term })}
      aria-live="polite"
      sx={{ p: 1.5, mt: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('mentions.title', { term })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
        {members.map((member) => (
          <li key={member.id}>
            <Button
              fullWidth
              size="small"
              startIcon={<MemberAvatar name={member.name} picture={member.picture} size={22} />}
              onClick={() => onPick({ id: member.id, name: member.name })}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
            >
              <Box component="span" sx={{ fontWeight: 600 }}>
                {member.name}
              </Box>
              {(member.city || member.country?.name) && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' · '}
                  {[member.city, member.country?.name].filter(Boolean).join(', ')}
                </Box>
              )}
            </Button>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
