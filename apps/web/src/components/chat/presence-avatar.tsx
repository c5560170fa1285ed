import Badge from '@mui/material/Badge';
import { useTranslation } from 'react-i18next';
import type { FriendEntry } from '@bgc/shared';
import { MemberAvatar } from '../member-avatar.js';

/** An avatar with the green presence dot (CHAT-029). */
export function PresenceAvatar({ friend, size = 36 }: { friend: FriendEntry; size?: number }) {
  const { t } = useTranslation('chat');
  return (
    <Badge
      overlap="circular"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      variant="dot"
      invisible={!friend.user.isOnline}
      aria-label={friend.user.isOnline ? t('online') : undefined}
      sx={{ '& .MuiBadge-dot': { bgcolor: '#2e7d32', boxShadow: '0 0 0 2px #fff' } }}
    >
      <MemberAvatar name={friend.user.name} picture={friend.user.picture} size={size} />
    </Badge>
  );
}
