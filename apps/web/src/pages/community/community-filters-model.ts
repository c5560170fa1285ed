import { PostType, normalizeHashtag } from '@bgc/shared';
import type { PostQuery } from '../../components/post-list/post-queries.js';

/**
 * Pure model of the community filters (COMM-002..006, OPEN-045): the state kept in the page
 * address (`?language=30&tag=links&sort=totalComment`), the GET /posts filters it makes and
 * 'Remove all filter'.
 */

/** COMM-005 / OPEN-045: 'Latest Discussion' and 'Most Commented'. */
export const COMMUNITY_SORTS = ['createdDate', 'totalComment'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

export interface CommunityFilters {
  /** Language id, 0 for every language. */
  language: number;
  /** Hashtag as stored (no '#', lower case), '' for every tag. */
  tag: string;
  sort: CommunitySort;
}

export const NO_FILTERS: CommunityFilters = { language: 0, tag: '', sort: 'createdDate' };

/** The filters of a page address; unreadable values fall back to 'all' / latest. */
export function readFilters(search: URLSearchParams): CommunityFilters {
  const language = Number(search.get('language') ?? 0);
  const sort = search.get('sort');
  return {
    language: Number.isSafeInteger(language) && language > 0 ? language : 0,
    tag: normalizeHashtag(search.get('tag') ?? '') ?? '',
    sort: (COMMUNITY_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as CommunitySort)
      : 'createdDate',
  };
}

/** The address query of the filters, leaving the defaults out (a clean '/community.html'). */
export function writeFilters(filters: CommunityFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.language > 0) out.language = String(filters.language);
  if (filters.tag) out.tag = filters.tag;
  if (filters.sort !== 'createdDate') out.sort = filters.sort;
  return out;
}

/** COMM-004: 'Remove all filter' clears the language and the tag; the sort stays. */
export const clearFilters = (filters: CommunityFilters): CommunityFilters => ({
  ...filters,
  language: 0,
  tag: '',
});

/** Whether a language or a tag is chosen ('Remove all filter' has something to do). */
export const hasFilters = (filters: CommunityFilters): boolean =>
  filters.language > 0 || filters.tag !== '';

/**
 * COMM-006 / OPEN-045: GET /posts filters of the discussion list: `filter_type=8`,
 * `filter_language` and `has_tags_name` when chosen, `sort_desc`; the list adds page and
 * limit 5 (COMM-012).
 */
export function discussionQuery(filters: CommunityFilters): PostQuery {
  return {
    filter_type: String(PostType.Discussion),
    ...(filters.language > 0 ? { filter_language: filters.language } : {}),
    ...(filters.tag ? { has_tags_name: filters.tag } : {}),
    sort_desc: filters.sort,
  };
}

/** Tags listed before 'More tags'. */
export const TAGS_SHOWN = 10;

/**
 * COMM-003: the tag radios to list: every tag when `expanded`, else the first `max`, plus
 * the chosen tag when it is further down (or missing from the counts: a typed address), so
 * the chosen radio is always on screen.
 */
export function shownTags<T extends { name: string }>(
  tags: readonly T[],
  chosen: string,
  expanded: boolean,
  max: number = TAGS_SHOWN,
): Array<T | { name: string }> {
  const list: Array<T | { name: string }> = expanded ? [...tags] : tags.slice(0, max);
  if (chosen && !list.some((tag) => tag.name === chosen))
    list.push(tags.find((tag) => tag.name === chosen) ?? { name: chosen });
  return list;
}
