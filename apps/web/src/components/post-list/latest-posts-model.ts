import type { Post, Review } from '@bgc/shared';

/** Pure parts of the latest vlogs and reviews cards (VLOG-009, COURSE-013, FEED-001). */

/** VLOG-009: the latest vlog cards keep up to 3 vlogs. */
export const LATEST_VLOGS = 3;
/** Vlogs read to find 3 with media. */
export const VLOG_SCAN = 10;
/** FEED-001: the newsfeed's latest reviews card shows 3 reviews. */
export const LATEST_REVIEWS = 3;

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
