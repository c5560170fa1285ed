import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '@bgc/shared';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { useTranslation } from 'react-i18next';
import { PostListItem } from '../../components/post-list/post-list-item.js';
import {
  CreatePostBar,
  PostListEmpty,
  PostListSkeleton,
} from '../../components/post-list/post-list-parts.js';
import { usePostActions } from '../../components/post-list/use-post-actions.js';
import { PostDialogs } from '../../components/post-list/post-dialogs.js';
import { PostList } from '../../components/post-list/post-list.js';
import {
  REVIEWS_FEED_TYPE,
  areaQuery,
  parseReviewsFeed,
  parseTagFeed,
  type PostArea,
} from '../../components/post-list/latest-posts-model.js';
import { FeedListFooter } from '../../components/feed-list-footer.js';
import { FeedPageGrid, MAIN_AND_SIDE_COLUMNS } from '../../components/feed-page-grid.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { ResponsiveOnly } from '../../components/responsive-only.js';
import { useSession } from '../../lib/session.js';
import { CaughtUpCard, NewsfeedSide, SIDE_AFTER_ITEMS } from './newsfeed-parts.js';
import { useNewsfeed } from './use-newsfeed.js';

/**
 * Route '/newsfeed.html': the newsfeed, or with `?type=4` (and `country` or `zone`) the
 * latest reviews (of an area), which the latest-reviews cards' 'See all' opens (VLOG-006,
 * OPEN-035). Default export for lazy loading.
 */
export default function NewsfeedPage() {
  const [search] = useSearchParams();
  const reviews = parseReviewsFeed(search);
  const tag = parseTagFeed(search);
  if (reviews) return <ReviewsFeed area={reviews.area} />;
  return tag ? <ReviewsFeed tag={tag} /> : <Newsfeed />;
}

/**
 * The newest reviews as posts, of the whole world or of an area's courses; or, with `tag`,
 * the newest posts with that hashtag.
 */
function ReviewsFeed({ area, tag }: { area?: PostArea; tag?: string }) {
  const { t } = useTranslation('ux');
  const heading = tag ? t('tagFeed.heading', { tag }) : t('reviewsFeed.heading');
  const intro = tag ? t('tagFeed.intro', { tag }) : t('reviewsFeed.intro');
  useDocumentTitle(heading, intro);
  return (
    <FeedPageGrid columns={MAIN_AND_SIDE_COLUMNS}>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }}>
        <Box>
          <Button
            component={RouterLink}
            to={paths.static('newsfeed')}
            startIcon={<ArrowBackIcon />}
            sx={{ mb: 1 }}
          >
            {t('reviewsFeed.back')}
          </Button>
          <Typography component="h1" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {intro}
          </Typography>
        </Box>
        <PostList
          query={
            tag ? { has_tags_name: tag } : { filter_type: REVIEWS_FEED_TYPE, ...areaQuery(area) }
          }
          emptyText={tag ? t('tagFeed.empty') : t('reviewsFeed.empty')}
        />
      </Box>
    </FeedPageGrid>
  );
}

/**
 * The newsfeed, route '/newsfeed.html' (FEED-001..008, OPEN-077): a member's followed posts
 * first, then 'You're All Caught Up' and everyone's posts; a visitor gets everyone's posts.
 * Members get 'Create post' (POST-030, OPEN-044: General, Vlog, Coaching). The side column
 * holds the latest reviews and the latest vlogs; on phones it sits inside the feed after the
 * first entries, where it can be reached.
 */
function Newsfeed() {
  const { t } = useTranslation('feed');
  const signedIn = useSession() !== null;
  const { items, result, sentinelRef } = useNewsfeed();
  const actions = usePostActions();
  const [creating, setCreating] = useState(false);
  const sideAt = Math.min(SIDE_AFTER_ITEMS, items.length) - 1;
  useDocumentTitle(t('newsfeed.title'), t('newsfeed.description'));

  return (
    <FeedPageGrid
      columns={MAIN_AND_SIDE_COLUMNS}
      areas={{ xs: '"head" "main"', md: '"head side" "main side"' }}
      rows={{ md: 'auto 1fr' }}
    >
      <Box sx={{ gridArea: 'head', minWidth: 0 }}>
        <Typography component="h1" variant="h1">
          {t('newsfeed.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {signedIn ? t('newsfeed.intro') : t('newsfeed.visitorIntro')}
        </Typography>
      </Box>
      <Box component="section" sx={{ gridArea: 'main', minWidth: 0, display: 'grid', gap: 2 }}>
        {signedIn && <CreatePostBar onCreate={() => setCreating(true)} />}
        {result.isPending ? (
          <PostListSkeleton fill />
        ) : items.length === 0 && !result.isError ? (
          <PostListEmpty icon={<DynamicFeedIcon />} text={t('newsfeed.empty')} />
        ) : (
          <Box
            component="ul"
            aria-label={t('newsfeed.heading')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, minWidth: 0 }}
          >
            {items.map((item, index) => (
              <Fragment key={item.kind === 'post' ? item.post.id : 'caught-up'}>
                {item.kind === 'caughtUp' ? (
                  <CaughtUpCard />
                ) : (
                  <PostListItem post={item.post} actions={actions} />
                )}
                {index === sideAt && (
                  // the side column: inside the feed below 1024 px, beside it from there
                  <ResponsiveOnly side="below" breakpoint="md" component="li">
                    <NewsfeedSide />
                  </ResponsiveOnly>
                )}
              </Fragment>
            ))}
          </Box>
        )}
        {items.length === 0 && !result.isPending && (
          <ResponsiveOnly side="below" breakpoint="md">
            <NewsfeedSide />
          </ResponsiveOnly>
        )}
        <FeedListFooter sentinelRef={sentinelRef} result={result} />
      </Box>
      <ResponsiveOnly side="above" breakpoint="md" sx={{ gridArea: 'side', minWidth: 0 }}>
        <NewsfeedSide />
      </ResponsiveOnly>
      <PostDialogs
        creating={signedIn && creating}
        onCloseCreate={() => setCreating(false)}
        actions={actions}
      />
    </FeedPageGrid>
  );
}
