import { normalizeHashtag, paths, type Post, type Review } from '@bgc/shared';
import type { PostQuery } from './post-queries.js';

/** Pure parts of the latest vlogs and reviews cards (VLOG-009, COURSE-013, FEED-001). */

/** VLOG-009: the latest vlog cards keep up to 3 vlogs. */
export const LATEST_VLOGS = 3;
/** Vlogs read to find 3 with media. */
export const VLOG_SCAN = 10;
/** FEED-001: the newsfeed's latest reviews card shows 3 reviews. */
export const LATEST_REVIEWS = 3;

/**
 * The area whose latest posts a card shows (RANK-016): a ranking page's
 * zone or country by id, or the whole world.
 */
export type PostArea =
  { scope: 'worldwide' } | { scope: 'zone' | 'country'; id: number; name?: string };

/** GET /posts filters of an area (none for the world). */
export function areaQuery(
  area: PostArea | undefined,
): Pick<PostQuery, 'filter_country' | 'filter_zone'> {
  if (!area || area.scope === 'worldwide') return {};
  return area.scope === 'country' ? { filter_country: area.id } : { filter_zone: area.id };
}

/** Query value of the newsfeed's reviews list (OPEN-035: the newsfeed filtered to reviews). */
export const REVIEWS_FEED_TYPE = '4';

/**
 * VLOG-006 / OPEN-035: 'See all' of a latest-reviews card without a course: the newsfeed
 * filtered to reviews, of the area when there is one (`/newsfeed.html?type=4&zone=4`).
 */
export function reviewsFeedPath(area?: PostArea): string {
  const params = new URLSearchParams({ type: REVIEWS_FEED_TYPE });
  if (area && area.scope !== 'worldwide') params.set(area.scope, String(area.id));
  return `${paths.static('newsfeed')}?${params.toString()}`;
}

/**
 * The reviews list a newsfeed address asks for, or null for the ordinary feed. Ids that are
 * not positive integers are ignored (the whole world).
 */
export function parseReviewsFeed(search: URLSearchParams): { area: PostArea } | null {
  if (search.get('type') !== REVIEWS_FEED_TYPE) return null;
  for (const scope of ['country', 'zone'] as const) {
    const raw = search.get(scope);
    if (raw && /^[1-9]\d{0,9}$/.test(raw)) return { area: { scope, id: Number(raw) } };
  }
  return { area: { scope: 'worldwide' } };
}

/**
 * where a post's hashtag leads: the community filtered to the tag for a
 * discussion (type 8, COMM-003), else the newsfeed's list of the posts with that tag.
 */
export function hashtagPath(tag: string, postType: number): string {
  const query = new URLSearchParams({ tag }).toString();
  return postType === 8
    ? `${paths.static('community')}?${query}`
    : `${paths.static('newsfeed')}?${query}`;
}

/** The hashtag a newsfeed address asks for (`?tag=golf`), or null. */
export function parseTagFeed(search: URLSearchParams): string | null {
  const tag = normalizeHashtag(search.get('tag') ?? '');
  return tag || null;
}

/** VLOG-009 / COURSE-013: the first `max` posts that have media (a photo or a video). */
export const withMedia = (posts: readonly Post[], max = LATEST_VLOGS): Post[] =>
  posts.filter((post) => post.media.length > 0).slice(0, max);

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * The plain text of a review post's HTML (GET /posts gives `<p>` paragraphs; the review cards
 * show text, as GET /courses/review gives it): paragraphs and breaks become line breaks.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h3|li|blockquote)>\s*/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A type-4 post as the review cards read it, or null when a review field is missing. */
export function postAsReview(post: Post): Review | null {
  if (post.type !== 4 || !post.courseDetail || !post.language || !post.reviewData) return null;
  return {
    id: post.id,
    type: 4,
    course: post.courseDetail.id,
    courseDetail: {
      name: post.courseDetail.name,
      slug: post.courseDetail.slug,
      countrySlug: post.courseDetail.countrySlug,
    },
    content: htmlToText(post.content),
    language: post.language,
    reviewData: post.reviewData,
    profile: post.profile,
    createdDate: post.createdDate,
    updatedDate: post.updatedDate,
    canUpdate: post.canUpdate,
    canDelete: post.canDelete,
  };
}
