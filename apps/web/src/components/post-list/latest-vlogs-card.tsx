import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { useTranslation } from 'react-i18next';
import { paths, type Post } from '@bgc/shared';
import { coveringPosterSx, PosterImage } from '../media/poster-image.js';
import { PlayMark } from '../media/youtube-player.js';
import { LatestCard } from './latest-card.js';
import { useLatestVlogs } from './latest-posts.js';
import type { PostArea } from './latest-posts-model.js';

/** The course whose vlogs the card shows (course drawer), or none (newsfeed). */
export interface VlogCardCourse {
  id: number;
  name: string;
  slug: string;
  country: { slug: string };
}

/** The poster of a vlog: its first media's picture, a dark box when it cannot load. */
function Poster({ post }: { post: Post }) {
  const first = post.media[0];
  const src = post.poster ?? first?.thumbnail ?? first?.path ?? null;
  return (
    <Box
      sx={{
        position: 'relative',
        width: 112,
        aspectRatio: '16 / 9',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: '#1c2421',
        flex: 'none',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <PosterImage src={src} sx={coveringPosterSx} />
      {first?.type === 2 && (
        <Box sx={{ position: 'relative' }}>
          <PlayMark size={28} />
        </Box>
      )}
    </Box>
  );
}

/** One vlog of the card: poster, author, the start of its text; opens the post. */
function VlogItem({ post }: { post: Post }) {
  const { t } = useTranslation('feed');
  const text = post.description.trim() || post.title || t('latestVlogs.video');
  return (
    <li>
      <Box
        component={Link}
        to={paths.postDetail(post.id)}
        aria-label={t('latestVlogs.open', { name: post.profile.name, text })}
        sx={{
          display: 'flex',
          gap: 1.25,
          alignItems: 'flex-start',
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 1.5,
          '&:hover .vlog-text, &:focus-visible .vlog-text': { textDecoration: 'underline' },
        }}
      >
        <Poster post={post} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {post.profile.name}
          </Typography>
          <Typography
            className="vlog-text"
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {text}
          </Typography>
        </Box>
      </Box>
    </li>
  );
}

export interface LatestVlogsCardProps {
  course?: VlogCardCourse;
  /** A ranking page's area: the vlogs of its courses. */
  area?: PostArea;
  /** 'See all' target instead of the coaches page (the coaches page: its own vlog list). */
  seeAllTo?: string;
}

/**
 * COURSE-013 / VLOG-009 / FEED-001: the 'Latest VLOG' side card: up to 3 vlogs that have
 * media, of the course when one is given, else of the area, else of everyone; 'See all'
 * goes to the course's Golf VLOG tab, or to the coaches page without a course (VLOG-007).
 */
export function LatestVlogsCard({ course, area, seeAllTo }: LatestVlogsCardProps) {
  const { t } = useTranslation('feed');
  const latest = useLatestVlogs(course?.id ?? 0, area);
  const seeAll = course
    ? paths.course(course.country.slug, course.slug, 'vlog')
    : (seeAllTo ?? paths.static('coaches'));

  return (
    <LatestCard
      title={t('latestVlogs.title')}
      seeAll={{
        to: seeAll,
        label: course ? t('latestVlogs.seeAllCourseLabel') : t('latestVlogs.seeAllLabel'),
        text: t('latestVlogs.seeAll'),
      }}
      pending={latest.isPending}
      skeletonHeight={64}
      isEmpty={latest.vlogs.length === 0}
      empty={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.secondary' }}>
          <VideocamIcon aria-hidden="true" />
          <Typography variant="body2">{t('latestVlogs.empty')}</Typography>
        </Box>
      }
      gap={1.5}
    >
      {latest.vlogs.map((post) => (
        <VlogItem key={post.id} post={post} />
      ))}
    </LatestCard>
  );
}
