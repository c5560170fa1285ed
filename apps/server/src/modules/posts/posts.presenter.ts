import { youtubeThumbnailUrl, type Post, type UiLanguage } from '@bgc/shared';
import type { media, reviewRatings } from '../../db/schema/index.js';
import { localize } from '../../lib/language.js';
import { plainText } from '../../lib/sanitize.js';
import { presentMedia } from '../media/media.presenter.js';
import type { PostRow } from './posts.repository.js';

type MediaRecord = typeof media.$inferSelect;
type RatingRecord = typeof reviewRatings.$inferSelect;

/** REV-010/011: a review's five category scores (0–5) and their mean, as posts and reviews send them. */
export function presentReviewData(r: RatingRecord): NonNullable<Post['reviewData']> {
  return {
    facilities: r.facilities,
    maintenance: r.maintenance,
    surroundings: r.surroundings,
    clubhouse: r.clubhouse,
    value: r.value,
    overall: r.overall,
  };
}

/** Longest post description (meta and previews), characters. */
export const DESCRIPTION_MAX = 200;

/** Review text is plain text (REV-007): shown as escaped paragraphs in post cards. */
export function textToHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return escaped
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/**
 * DATA-013 / POST-036: a post for the cards. Videos come before photos (MEDIA-014); `photos`
 * and `youtubes` repeat the media in the legacy shapes; abilities are the caller's.
 */
export function presentPost(
  row: PostRow,
  extra: {
    media: MediaRecord[];
    rating: RatingRecord | undefined;
    isLiked: boolean;
    canUpdate: boolean;
    canDelete: boolean;
  },
  lang: UiLanguage,
): Post {
  const p = row.post;
  const author = {
    id: row.author.id,
    firstName: row.author.firstName,
    lastName: row.author.lastName,
    picture: row.author.picture,
  };
  const ordered = [...extra.media].sort((a, b) => b.type - a.type || a.position - b.position);
  const items = ordered.map((m) => presentMedia({ media: m, uploader: author }));
  const photos = ordered.filter((m) => m.type === 1);
  const videos = ordered.filter((m) => m.type === 2 && m.youtubeId);
  const first = ordered[0];
  const content = p.type === 4 ? textToHtml(p.content) : p.content;
  const r = extra.rating;
  return {
    id: p.id,
    type: p.type,
    title: p.title,
    content,
    course: p.courseId,
    courseDetail:
      row.course && row.countrySlug
        ? {
            id: row.course.id,
            name: row.course.name,
            slug: row.course.slug,
            countrySlug: row.countrySlug,
          }
        : null,
    language: row.language
      ? { id: row.language.id, name: localize(row.language.names, lang) }
      : null,
    hashtags: p.hashtags,
    media: items,
    photos: photos.map((m) => ({
      id: m.id,
      file: m.path ?? '',
      title: m.description,
      thumb: m.thumbnail ?? m.path ?? '',
    })),
    youtubes: videos.map((m) => m.youtubeId!),
    isOneMedia: ordered.length === 1,
    poster: first
      ? first.type === 2 && first.youtubeId
        ? youtubeThumbnailUrl(first.youtubeId)
        : (first.thumbnail ?? first.path)
      : null,
    profile: {
      id: author.id,
      name: `${author.firstName} ${author.lastName}`,
      picture: author.picture,
    },
    createdDate: p.createdAt.toISOString(),
    updatedDate: p.updatedAt.toISOString(),
    totalComment: p.totalComment,
    totalParentComment: p.totalParentComment,
    totalLike: p.totalLike,
    isLiked: extra.isLiked,
    canUpdate: extra.canUpdate,
    canDelete: extra.canDelete,
    description: (p.type === 4 ? p.content : plainText(p.content)).slice(0, DESCRIPTION_MAX),
    reviewData: r ? presentReviewData(r) : null,
  };
}
