import type { LikeAnswer } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { findLikeCount, setLike } from './likes.repository.js';

/** LIKE-001/002: likes of posts and comments, answered with the reconciled state. */
export class LikeService {
  constructor(private readonly db: Db) {}

  /** Likes (`on`) or unlikes; 404 for an unknown or removed item. Idempotent. */
  async toggle(
    userId: number,
    entityName: 'post' | 'comment',
    entityId: number,
    on: boolean,
  ): Promise<LikeAnswer> {
    if ((await findLikeCount(this.db, entityName, entityId)) === null) throw notFound('Not found');
    const totalLike = await setLike(this.db, userId, entityName, entityId, on);
    return { entityName, entityId, isLiked: on, totalLike };
  }
}
