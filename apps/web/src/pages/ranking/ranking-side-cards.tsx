import { LatestReviewsFeedCard } from '../../components/post-list/latest-reviews-feed-card.js';
import { LatestVlogsCard } from '../../components/post-list/latest-vlogs-card.js';
import type { PostArea } from '../../components/post-list/latest-posts-model.js';
import type { RankingArea } from './use-ranking-data.js';

/** The posts' area of a ranking page: its zone or country, or the world. */
export function postAreaOf(area: RankingArea): PostArea {
  return area.filter.scope === 'worldwide'
    ? { scope: 'worldwide' }
    : { scope: area.filter.scope, id: area.filter.id, name: area.name ?? undefined };
}

/**
 * RANK-016 / RANK-017 / VLOG-006 / OPEN-035: the 'Latest reviews' and
 * 'Latest VLOG' side cards of a ranking page, hidden on mobile by the page layout: the three
 * newest reviews and vlogs of the courses of the ranked area (world, zone or country). The
 * reviews 'See all' opens the newsfeed filtered to the area's reviews; the vlog 'See all'
 * goes to the coaches page (no course is loaded).
 */
export function RankingSideCards({ area }: { area: RankingArea }) {
  const postArea = postAreaOf(area);
  return (
    <>
      <LatestReviewsFeedCard area={postArea} />
      <LatestVlogsCard area={postArea} />
    </>
  );
}
