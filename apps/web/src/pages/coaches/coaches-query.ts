import { PostType } from '@bgc/shared';
import type { PostQuery } from '../../components/post-list/post-queries.js';

/** VLOG-004: the coaches page's two lists, vlogs (2) then coaching videos (3). */
export const COACHES_TYPES = [PostType.Vlog, PostType.Coaching] as const;
export type CoachesType = (typeof COACHES_TYPES)[number];

/**
 * VLOG-004: the GET /posts filters of one list (`filter_type`, and `filter_language` unless
 * every language is chosen, id 0); the list adds page (from 1) and limit 10.
 */
export function coachesListQuery(type: CoachesType, language: number): PostQuery {
  return language > 0
    ? { filter_type: String(type), filter_language: language }
    : { filter_type: String(type) };
}
