import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ChatBubbleIcon from '@mui/icons-material/ChatBubbleOutline';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import { useTranslation } from 'react-i18next';
import { paths, type Post } from '@bgc/shared';
import { MemberAvatar } from '../../components/member-avatar.js';
import { fullDate, relativeTime } from '../../components/post-card/relative-time.js';

export interface DiscussionItemProps {
  discussion: Post;
  /** Chooses a hashtag as the tag filter. */
  onTag: (tag: string) => void;
}

/** A figure of the item (comments, likes): its icon and number, read out as one labelled image. */
function CountBadge({ icon, count, label }: { icon: ReactNode; count: number; label: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      aria-label={label}
      role="img"
    >
      {icon}
      <span aria-hidden>{count}</span>
    </Box>
  );
}

/**
 * COMM-006: one discussion of the community list: its title (to '/community/{id}'), the
 * author, the date, the start of the text, the hashtags (each sets the tag filter) and the
 * comment and like counts.
 */
export function DiscussionItem({ discussion, onTag }: DiscussionItemProps) {
  const { t, i18n } = useTranslation('community');
  const titleId = useId();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const title = discussion.title?.trim() || t('list.untitled');
  const excerpt = discussion.description.trim();

  return (
    <Card
      component="li"
      aria-labelledby={titleId}
      data-testid="discussion-item"
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1 }}
    >
      <Typography id={titleId} component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={paths.communityDetail(discussion.id)} underline="hover">
          {title}
        </Link>
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <MemberAvatar
          name={discussion.profile.name}
          picture={discussion.profile.picture}
          size={28}
        />
        <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={paths.profilePerson(discussion.profile.id)}
            underline="hover"
            sx={{ fontWeight: 600, color: 'text.primary' }}
          >
            {discussion.profile.name}
          </Link>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' · '}
            <time
              dateTime={discussion.createdDate}
              title={fullDate(discussion.createdDate, lang)}
              // time zone and "now" differ between the server render and the browser
              suppressHydrationWarning
            >
              {relativeTime(discussion.createdDate, lang)}
            </time>
            {discussion.language ? ` · ${discussion.language.name}` : ''}
          </Box>
        </Typography>
      </Box>
      {excerpt && (
        <Typography
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {excerpt}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box
          component="ul"
          aria-label={t('list.hashtags')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
        >
          {discussion.hashtags.map((tag) => (
            <li key={tag}>
              <Chip
                size="small"
                label={`#${tag}`}
                onClick={() => onTag(tag)}
                aria-label={t('list.filterByTag', { tag })}
                sx={{ bgcolor: '#eef6f0', color: 'primary.dark', fontWeight: 600 }}
              />
            </li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, color: 'text.secondary', ml: 'auto' }}>
          <CountBadge
            icon={<ChatBubbleIcon fontSize="small" aria-hidden />}
            count={discussion.totalComment}
            label={t('list.comments', { count: discussion.totalComment })}
          />
          <CountBadge
            icon={<FavoriteIcon fontSize="small" aria-hidden />}
            count={discussion.totalLike}
            label={t('list.likes', { count: discussion.totalLike })}
          />
        </Box>
      </Box>
    </Card>
  );
}
