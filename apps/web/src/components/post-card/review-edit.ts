import { paths, type Post } from '@bgc/shared';

/** Query value that opens the member's own review in the Reviews tab. */
export const EDIT_OWN_REVIEW = 'mine';

/**
 * D-09: where 'Edit' on a review shown as a post (type 4) leads: the
 * course's Reviews tab, which opens the member's own review pre-filled; null for a post
 * that is not a review or has no course.
 */
export function reviewEditPath(post: Pick<Post, 'type' | 'courseDetail'>): string | null {
  if (post.type !== 4 || !post.courseDetail) return null;
  const { countrySlug, slug } = post.courseDetail;
  return `${paths.course(countrySlug, slug, 'reviews')}?edit=${EDIT_OWN_REVIEW}`;
}
