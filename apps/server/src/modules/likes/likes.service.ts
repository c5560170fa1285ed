import { BLOCKED_STATUSES, type LikeAnswer } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { postPageTags } from '../../lib/page-cache.js';
import { friendStatus } from '../members/members.repository.js';
import { findLikeTarget, setLike } from './likes.repository.js';

/** LIKE-001/002: likes of posts and comments, answered with the reconciled state. */
export class LikeService {
  constructor(private readonly db: Db) {}

  /**
   * Likes (`on`) or unlikes; 404 for an unknown or removed item. Idempotent. A like between
   * members who block each other (D-02 statuses 6, 7, 8, 9) is refused with 403 `like_blocked`,
   * as comments are (CMT-009/010); taking a like back stays allowed. `pages`: the tags of the
   * served pages showing the count (decision 033): a post's (its page, its author's, its
   * course's, the lists; the ranking pages show no counts); null for a comment (every page).
   */
  async toggle(
    userId: number,
    entityName: 'post' | 'comment',
    entityId: number,
    on: boolean,
  ): Promise<{ answer: LikeAnswer; pages: string[] | null }> {
    const target = await findLikeTarget(this.db, entityName, entityId);
    if (target === null) throw notFound('Not found');
    if (on && target.authorId !== null && target.authorId !== userId) {
      const status = await friendStatus(this.db, userId, target.authorId);
      if (status !== null && BLOCKED_STATUSES.includes(status)) throw new AppError('like_blocked');
    }
    const totalLike = await setLike(this.db, userId, entityName, entityId, on);
    return {
      answer: { entityName, entityId, isLiked: on, totalLike },
      pages:
        entityName === 'post'
          ? postPageTags({ id: entityId, authorId: target.authorId, courseId: target.courseId })
          : null,
    };
  }
}
