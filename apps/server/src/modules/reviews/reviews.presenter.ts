import type { Review, UiLanguage } from '@bgc/shared';
import { localize } from '../../lib/language.js';
import { presentReviewData } from '../posts/posts.presenter.js';
import type { ReviewRow } from './reviews.repository.js';

/** DATA-019: a review as a post of type 4, with the caller's abilities (docs/style.md §5). */
export function presentReview(
  row: ReviewRow,
  lang: UiLanguage,
  abilities: { canUpdate: boolean; canDelete: boolean },
): Review {
  return {
    id: row.post.id,
    type: 4,
    course: row.course.id,
    courseDetail: { name: row.course.name, slug: row.course.slug, countrySlug: row.countrySlug },
    content: row.post.content,
    language: row.language
      ? { id: row.language.id, name: localize(row.language.names, lang) }
      : { id: 0, name: '' },
    reviewData: presentReviewData(row.rating),
    profile: {
      id: row.author.id,
      name: `${row.author.firstName} ${row.author.lastName}`,
      picture: row.author.picture,
    },
    createdDate: row.post.createdAt.toISOString(),
    updatedDate: row.post.updatedAt.toISOString(),
    canUpdate: abilities.canUpdate,
    canDelete: abilities.canDelete,
  };
}
